/** Absolute path of the built dashboard (index.html, app.js, app.css). */
export declare const distDir: string;
