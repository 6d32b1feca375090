import { inPlainUploads } from './plain-uploads';
import { generateWideThumbnail } from './wide-thumbnail';

interface UploadPlugin {
  services: Record<string, unknown>;
}

type Manipulation = Record<string, unknown> & {
  generateResponsiveFormats: (file: unknown) => Promise<unknown[]>;
  optimize: (file: unknown) => Promise<unknown>;
  isFaultyImage: (file: unknown) => Promise<boolean>;
};

// Replaces generateThumbnail of the upload plugin's image-manipulation service, and skips the
// responsive formats, the optimizing re-encode and the full decode that looks for a broken
// file for plain uploads (plain-uploads.ts); the
// upload service looks the service up on every upload, so it picks this one up.
export default (plugin: UploadPlugin) => {
  const imageManipulation = plugin.services['image-manipulation'] as Manipulation;
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    generateThumbnail: generateWideThumbnail,
    generateResponsiveFormats: async (file: unknown) =>
      inPlainUploads() ? [] : imageManipulation.generateResponsiveFormats(file),
    optimize: async (file: unknown) => (inPlainUploads() ? file : imageManipulation.optimize(file)),
    // Decodes every pixel to find a broken file; plain uploads come from our own renderer.
    isFaultyImage: async (file: unknown) =>
      inPlainUploads() ? false : imageManipulation.isFaultyImage(file),
  };
  return plugin;
};
