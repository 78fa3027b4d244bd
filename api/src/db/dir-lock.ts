import fs from 'node:fs';

export interface DirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The data directory is in use by another HealthWatch API process (pid ${pid}; lock file ${lockPath}). ` +
        'Stop that process or point HEALTHWATCH_DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file holding the owner's pid. PGlite's files must never be
 * opened by two processes at once; a stale lock (owner gone) is taken over.
 */
export function acquireDirLock(lockPath: string): DirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(lockPath, pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire ${lockPath}`);
}
