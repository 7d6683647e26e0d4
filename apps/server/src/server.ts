import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.LOG_LEVEL } });
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`\n  Kosh is running at ${config.PUBLIC_URL}\n`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
