export declare const OUTPUT: string;
export declare function generateTypes(): Promise<string>;
