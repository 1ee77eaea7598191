// Types of types.mjs for the drift test.
export declare const OUTPUT: string;
export declare function generateTypes(): string;
