import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePortSync } from './ports';
import { seededAdminPassword } from './admin-password';

const SERVER = path.join(__dirname, '..', '..', 'server', 'dist', 'index.js');

export interface OwnShopOptions {
  /** Configuration preset (default, ctf, tutorial) or a JSON file. */
  config?: string;
  /** Data directory; a fresh temporary one by default. */
  dataDir?: string;
}

/**
 * A shop of a test's own (its own process, free port and data directory), for journeys that
 * restart the server, need another configuration, or must start from a clean slate.
 */
export class OwnShop {
  readonly port = freePortSync();
  readonly url = `http://127.0.0.1:${this.port}`;
  private process: ChildProcess | null = null;
  private readonly made: string[] = [];
  private stderr = '';
  dataDir: string;
  private config: string;

  private constructor(options: OwnShopOptions) {
    this.config = options.config ?? 'default';
    this.dataDir = options.dataDir ?? this.freshDataDir();
  }

  static async start(options: OwnShopOptions = {}): Promise<OwnShop> {
    const shop = new OwnShop(options);
    await shop.launch();
    return shop;
  }

  /**
   * The seeded administrator's password in this shop's data directory: admin123, or the strong
   * one a hardened seed made there (weakPasswordChallenge), as the trainer reads it from the file.
   */
  adminPassword(): string {
    return seededAdminPassword(this.dataDir);
  }

  /** The page URL of a hash route on this shop. */
  route(route: string): string {
    return `${this.url}/#${route}`;
  }

  private freshDataDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-own-'));
    this.made.push(dir);
    return dir;
  }

  private async launch(): Promise<void> {
    this.stderr = '';
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', PULP_DATA_DIR: this.dataDir, PULP_CONFIG: this.config, PULP_LOG: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.process = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The shop on port ${this.port} exited: ${this.stderr}`);
      try {
        const response = await fetch(`${this.url}/rest/admin/application-version`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The shop on port ${this.port} did not start within 30 s: ${this.stderr}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** Stops and starts the server on the same port, keeping the data or on a fresh data directory. */
  async restart(options: { freshData?: boolean } = {}): Promise<void> {
    await this.stop();
    if (options.freshData) this.dataDir = this.freshDataDir();
    await this.launch();
  }

  /** Stops the server and removes the data directories it made. */
  async dispose(): Promise<void> {
    await this.stop();
    for (const dir of this.made) fs.rmSync(dir, { recursive: true, force: true });
  }
}
