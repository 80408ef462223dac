import { join } from 'node:path';

/** Where the company drops photographs that replace drawn illustrations (see its README). */
export const PHOTOS_DIR = 'content/photos';

/** Vite's public directory: committed files from public/ plus everything the generators write. */
export const GENERATED_PUBLIC_DIR = '.generated/public';

/** Where one generation run writes; tests point it at a temporary folder. */
export interface OutputLayout {
  root: string;
  public: string;
  images: string;
  documents: string;
  /** Archive-only press-kit files, kept out of the served folder. */
  mediaKit: string;
  /** Web fonts, imported by the client bundle so Vite hashes their names. */
  fonts: string;
  cacheFile: string;
  documentsManifest: string;
  /** Names of the images a company photograph replaces, for the pages' illustration labels. */
  photosManifest: string;
}

export function layoutAt(root: string): OutputLayout {
  const pub = join(root, 'public');
  return {
    root,
    public: pub,
    images: join(pub, 'images'),
    documents: join(pub, 'assets', 'documents'),
    mediaKit: join(root, 'media-kit'),
    fonts: join(root, 'fonts'),
    cacheFile: join(root, 'asset-cache.json'),
    documentsManifest: join(root, 'documents.json'),
    photosManifest: join(root, 'photos.json'),
  };
}
