/**
 * The yardstick of `npm run bench`: a bare Fastify app (the server's own Fastify) with one small JSON
 * route, run as its own process like the real server. Prints `listening` once it accepts connections.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: 'ok', status: 200, message: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
