// The site's built assets for nginx to serve itself (decision 0038): copied where its workers may
// read them, each compressed once beside it (.gz, .br) for gzip_static and brotli_static.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|svg|json|txt|map)$/;

/**
 * Copies the files of `sourceDir` (the site's build/client/assets) into `<rootDir>/assets` and
 * returns `rootDir`, nginx's `root` for /assets/. Names are fingerprinted: a file already there is
 * the same file, so a restart only adds the new build's files.
 */
export function publishAssets(sourceDir, rootDir, { brotli = true } = {}) {
  const target = path.join(rootDir, 'assets');
  mkdirSync(target, { recursive: true, mode: 0o755 });
  // nginx's workers (nobody) must reach the files through these folders.
  chmodSync(rootDir, 0o755);
  chmodSync(target, 0o755);
  for (const name of readdirSync(sourceDir)) {
    const file = path.join(target, name);
    // The file itself comes last: once it is there, so are its compressed copies.
    if (existsSync(file)) continue;
    const source = path.join(sourceDir, name);
    if (compressible.test(name)) {
      const content = readFileSync(source);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }), { mode: 0o644 });
      if (brotli) {
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params }), { mode: 0o644 });
      }
    }
    copyFileSync(source, file);
    chmodSync(file, 0o644);
  }
  return rootDir;
}
