// What the release browser tests share: running the release commands as an operator would, and a buildable
// copy of an area's package with another version and one edit to its source.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { releaseHistoryFile } from '@gpa/site-server/site-manifest';

export const root = path.join(__dirname, '..');

/** Runs scripts/<script> with these arguments; its exit code and everything it printed. */
export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const options = { cwd: root, maxBuffer: 10 * 1024 * 1024, env: { ...process.env, ...env } };
    execFile(
      process.execPath,
      [path.join(root, 'scripts', 'release', script), ...args],
      options,
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/**
 * A buildable copy of mf-<area> in `workDir` with another version, and `edit` applied to one of its source
 * files (`file`, relative to the package; it must change it). Returns the package folder.
 */
export function copyAreaPackage(
  workDir: string,
  area: string,
  version: string,
  file: string,
  edit: (source: string) => string,
): string {
  const packageDir = path.join(workDir, `mf-${area}`);
  fs.cpSync(path.join(root, `mf-${area}`), packageDir, {
    recursive: true,
    filter: (name) => !/[/\\](node_modules|dist)$/.test(name),
  });
  // The copy resolves the workspace's dependencies and shared-ui exactly as the original does.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'));
  fs.symlinkSync(path.join(root, 'shared-ui'), path.join(workDir, 'shared-ui'));
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(workDir, 'tsconfig.base.json'));
  const manifestFile = path.join(packageDir, 'package.json');
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), version }, null, 2),
  );
  const sourceFile = path.join(packageDir, file);
  const source = fs.readFileSync(sourceFile, 'utf8');
  const changed = edit(source);
  if (changed === source) throw new Error(`the edit left ${file} unchanged in the copy`);
  fs.writeFileSync(sourceFile, changed);
  return packageDir;
}

/**
 * A copy of the built site (deploy/site) to release on, with its release history (in the state folder beside
 * it) but not the running test site's signals store. `keep` filters the site's files.
 */
export function copySite(siteDir: string, keep: (file: string) => boolean = () => true): void {
  const builtSite = path.join(root, 'deploy', 'site');
  fs.cpSync(builtSite, siteDir, { recursive: true, filter: keep });
  const history = releaseHistoryFile(builtSite);
  if (!fs.existsSync(history)) return;
  fs.mkdirSync(path.dirname(releaseHistoryFile(siteDir)), { recursive: true });
  fs.cpSync(history, releaseHistoryFile(siteDir));
}

/** Every file of a site, relative to it. */
export function siteFiles(siteDir: string): string[] {
  return fs
    .readdirSync(siteDir, { withFileTypes: true, recursive: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => path.relative(siteDir, file));
}
