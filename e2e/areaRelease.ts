// Helpers of the browser tests that release one area on a copy of the site, as an operator would: a
// buildable copy of the area's package at another version, and the release scripts run on it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.join(__dirname, '..');

/** Runs scripts/<script> with `args`; resolves with its exit code and output (never rejects). */
export function runScript(script: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A buildable copy of an area's package (`mf-financials`) in `workDir` at `version`; returns its folder. */
export function copyAreaPackage(workDir: string, packageName: string, version: string): string {
  const packageDir = path.join(workDir, packageName);
  fs.cpSync(path.join(root, packageName), packageDir, { recursive: true, filter: (file) => !/[/\\](node_modules|dist)$/.test(file) });
  // The copy resolves the workspace's dependencies and shared-ui exactly as the original does.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'));
  fs.symlinkSync(path.join(root, 'shared-ui'), path.join(workDir, 'shared-ui'));
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(workDir, 'tsconfig.base.json'));
  const manifestFile = path.join(packageDir, 'package.json');
  fs.writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), version }, null, 2));
  return packageDir;
}
