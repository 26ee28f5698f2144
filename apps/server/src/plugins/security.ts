import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet with a same-origin CSP: the web app, its VAD model and onnxruntime wasm are all served
 * from our own origin (DESIGN §2), so nothing else is allowed.
 */
async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // onnxruntime-web compiles its wasm at run time: allowed for wasm only, never for JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // react-aria injects a <style> (touch-action for pressables) and sets style attributes.
        // Inline CSS cannot run code, and with img/font/connect limited to our origin it cannot
        // send anything elsewhere either; inline *scripts* stay forbidden.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Voice replies arrive as base64 MP3 and are played from data:/blob: URLs.
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers same-origin fetch and the socket.io websocket.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: it breaks plain-HTTP use on a LAN (a phone on
        // http://192.168.x.y:3000); TLS is the reverse proxy's job in production.
      },
    },
  });

  // Registered once, off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  // The store is per process; several replicas would need a shared store (Redis).
  await app.register(rateLimit, { global: false });
}

export default fp(security, { name: 'security' });
