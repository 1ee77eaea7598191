import type { Org } from './zb-kit.js';

/** Invented institutions whose staff and students reported the `zb-` pages. */
export const northfield: Org = { name: 'University of Northfield', short: 'UoN', color: '#1d3f6e', accent: '#c8102e', host: 'www.northfield-uni.ac.uk', city: 'Northfield NF3 8QP', phone: '+44 1632 960 412' };
export const lindenau: Org = { name: 'Universität Lindenau', short: 'UL', color: '#00566e', accent: '#00566e', host: 'www.uni-lindenau.de', city: 'Lindenau', phone: '+49 3591 84 1200' };
export const valmont: Org = { name: 'Université de Valmont', short: 'UdV', color: '#6b1d5c', host: 'www.univ-valmont.fr', city: 'Valmont', phone: '+33 4 78 55 20 00' };
export const sierra: Org = { name: 'Universidad de Sierra Alta', short: 'USA', color: '#7a1f1f', host: 'www.usierraalta.es', city: 'Sierra Alta', phone: '+34 953 21 40 00' };
export const dijkstad: Org = { name: 'Hogeschool Dijkstad', short: 'HD', color: '#e35205', host: 'www.hs-dijkstad.nl', city: 'Dijkstad', phone: '+31 88 525 7000' };
export const kitamura: Org = { name: '北村工業大学 Kitamura Institute of Technology', short: 'KIT', color: '#00479d', host: 'www.kitamura-tech.ac.jp', city: 'Nagano', phone: '0263-55-1200' };
export const verano: Org = { name: 'Politecnico di Verano', short: 'PoliV', color: '#0f3b57', host: 'www.poliverano.it', city: 'Verano', phone: '+39 0471 55 8000' };
export const morski: Org = { name: 'Uniwersytet Morski w Zatoce', short: 'UMZ', color: '#004b87', host: 'www.umz.edu.pl', city: 'Zatoka', phone: '+48 58 555 10 00' };
export const lunden: Org = { name: 'Lundens högskola', short: 'LH', color: '#2f5d3a', host: 'www.lundens-hogskola.se', city: 'Lunden', phone: '+46 31 555 40 00' };
export const halvorsen: Org = { name: 'Halvorsen Logistics', short: 'HLX', color: '#14375e', accent: '#f2a900', host: 'www.halvorsen-logistics.com', city: 'Bergen · Rotterdam · Leeds', phone: '+47 55 50 70 00' };
export const brightwater: Org = { name: 'Brightwater Components GmbH', short: 'BWC', color: '#0a7d6f', host: 'www.brightwater-components.de', city: 'Heilbronn', phone: '+49 7131 5550 100' };

export const withHost = (o: Org, host: string): Org => ({ ...o, host });
