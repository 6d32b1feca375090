import { generateWideThumbnail } from './wide-thumbnail';

interface UploadPlugin {
  services: Record<string, unknown>;
}

// Replaces only generateThumbnail of the upload plugin's image-manipulation service;
// the upload service looks the service up on every upload, so it picks this one up.
export default (plugin: UploadPlugin) => {
  const imageManipulation = plugin.services['image-manipulation'] as Record<string, unknown>;
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    generateThumbnail: generateWideThumbnail,
  };
  return plugin;
};
