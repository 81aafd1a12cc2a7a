import type { App, Services } from './services.js';

/** GET /v1/health: public; answers as soon as the service accepts requests. */
export async function healthRoutes(app: App, { services }: { services: Services }) {
  app.get('/v1/health', { config: { public: true } }, async () => ({ status: 'healthy', version: services.version }));
}
