export declare function securityHeaders(options: { production: boolean }): Array<{ key: string; value: string }>;
