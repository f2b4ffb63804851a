// The headless Chromium that the report.html test drives, from the project's own devDependencies: the build
// packed in @sparticuz/chromium, unpacked with the libraries and fonts it ships, so no system browser is needed.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export interface Browser {
  /** The Chromium binary to give playwright-core's `executablePath`. */
  readonly executablePath: string;
  /** Environment for the browser process (its own NSS libraries and fonts when unpacked from npm). */
  readonly env: Record<string, string>;
  /** Where the browser came from, for a failure message. */
  readonly origin: string;
  /** Removes what was unpacked. */
  dispose(): void;
}

/** A browser the user points at explicitly, for a platform the npm build does not cover (it is Linux x64 only). */
const BROWSER_ENV = 'OSF_TEST_CHROMIUM';

function environment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  return { ...env, ...extra };
}

/** Decompresses a Brotli file to `target`, or into the folder `target` when it is a tarball. */
async function inflate(source: string, target: string): Promise<void> {
  if (!source.endsWith('.tar.br')) {
    await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(target, { mode: 0o700 }));
    return;
  }
  // Through a file rather than a pipe: tar stops reading at the archive's end marker, before the padding.
  // tar is part of every Debian/Ubuntu base system; the package's own tar reader is not our dependency.
  const archive = `${target}.tar`;
  await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(archive));
  await new Promise<void>((resolve, reject) => {
    const tar = spawn('tar', ['-x', '-f', archive, '-C', target], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    tar.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    tar.once('error', reject);
    tar.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tar -x ${source} exited ${String(code)}: ${stderr}`)),
    );
  });
  rmSync(archive);
}

/**
 * Unpacks @sparticuz/chromium into a fresh temporary folder (never the package's shared /tmp/chromium, which
 * a concurrent or interrupted run could leave half-written). The build links only glibc and the NSS
 * libraries it ships (al2023.tar.br), so LD_LIBRARY_PATH points at those; fonts.conf is written here
 * because the packed one names Lambda's folders.
 */
async function unpackNpmChromium(): Promise<Browser> {
  const bin = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'osf-chromium-'));
  try {
    const executablePath = join(dir, 'chromium');
    const fonts = join(dir, 'fonts');
    const libs = join(dir, 'al2023');
    const swiftshader = join(dir, 'swiftshader');
    for (const d of [fonts, libs, swiftshader]) mkdirSync(d);
    await Promise.all([
      inflate(join(bin, 'chromium.br'), executablePath),
      inflate(join(bin, 'fonts.tar.br'), fonts),
      inflate(join(bin, 'al2023.tar.br'), libs),
      inflate(join(bin, 'swiftshader.tar.br'), swiftshader),
    ]);
    writeFileSync(
      join(fonts, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(fonts, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    const ld = [join(libs, 'lib'), swiftshader, process.env['LD_LIBRARY_PATH'] ?? ''].filter((p) => p !== '').join(':');
    return {
      executablePath,
      env: environment({ LD_LIBRARY_PATH: ld, FONTCONFIG_PATH: fonts, FONTCONFIG_FILE: join(fonts, 'fonts.conf') }),
      origin: 'the @sparticuz/chromium devDependency',
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The browser for the report.html test: OSF_TEST_CHROMIUM when set; on Linux x64 the npm build; elsewhere a
 * system Chromium or Chrome when present. Throws with what to do otherwise: a browser test is never skipped.
 */
export async function headlessChromium(): Promise<Browser> {
  const chosen = process.env[BROWSER_ENV];
  if (chosen !== undefined && chosen !== '') {
    if (!existsSync(chosen)) throw new Error(`${BROWSER_ENV}=${chosen}: no such file`);
    return { executablePath: chosen, env: environment({}), origin: BROWSER_ENV, dispose: () => undefined };
  }
  if (process.platform === 'linux' && process.arch === 'x64') return unpackNpmChromium();
  const system = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].find((p) => existsSync(p));
  if (system !== undefined)
    return { executablePath: system, env: environment({}), origin: system, dispose: () => undefined };
  throw new Error(
    `no headless Chromium for ${process.platform}-${process.arch}: the npm build (@sparticuz/chromium) is Linux x64 only; ` +
      `install Chromium or Chrome, or set ${BROWSER_ENV} to its binary`,
  );
}
