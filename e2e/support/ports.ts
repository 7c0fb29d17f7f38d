import { execFileSync } from 'node:child_process';

/** A free TCP port on loopback, found synchronously (config files cannot await). */
export function freePortSync(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
