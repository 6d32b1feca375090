import { inPlainUploads } from './plain-uploads';
import { generateWideThumbnail } from './wide-thumbnail';

interface UploadPlugin {
  services: Record<string, unknown>;
}

type Manipulation = Record<string, unknown> & {
  generateResponsiveFormats: (file: unknown) => Promise<unknown[]>;
  optimize: (file: unknown) => Promise<unknown>;
};

// Replaces generateThumbnail of the upload plugin's image-manipulation service, and skips the
// responsive formats and the optimizing re-encode for plain uploads (plain-uploads.ts); the
// upload service looks the service up on every upload, so it picks this one up.
export default (plugin: UploadPlugin) => {
  const imageManipulation = plugin.services['image-manipulation'] as Manipulation;
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    generateThumbnail: generateWideThumbnail,
    generateResponsiveFormats: async (file: unknown) =>
      inPlainUploads() ? [] : imageManipulation.generateResponsiveFormats(file),
    optimize: async (file: unknown) => (inPlainUploads() ? file : imageManipulation.optimize(file)),
  };
  return plugin;
};
