/** Vite's public directory: committed files from public/ plus everything the generators write. */
export const GENERATED_PUBLIC_DIR = '.generated/public';
