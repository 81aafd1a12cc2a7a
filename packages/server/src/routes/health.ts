import { Type } from '@sinclair/typebox';
import { publicResponses } from '../http/response-schemas.js';
import type { App, Services } from './services.js';

const HealthResponse = Type.Object({ status: Type.Literal('healthy'), version: Type.String() });

/** GET /v1/health: public; answers as soon as the service accepts requests. */
export async function healthRoutes(app: App, { services }: { services: Services }) {
  app.get('/v1/health', { schema: { summary: 'Liveness', response: publicResponses({ 200: HealthResponse }, []) }, config: { public: true } }, async () => ({ status: 'healthy', version: services.version }));
}
