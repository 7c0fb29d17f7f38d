import { settingsFromEnv } from './config/settings';
import { buildShop } from './app';

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const shop = await buildShop(settings);
  const address = await shop.app.listen({ host: settings.host, port: settings.port });
  process.stdout.write(`Pulp is open at ${address} (data: ${settings.dataDir}, config: ${settings.configName})\n`);
  const stop = () => {
    shop.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Pulp could not start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
