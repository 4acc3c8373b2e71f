import type { NextConfig } from 'next';

export declare const SHOP_HEADERS_PATH: string;
declare const nextConfig: NextConfig;
export default nextConfig;
