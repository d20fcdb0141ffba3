import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoService } from './service.ts';

const CACHE = 'public, max-age=3600';

function sendXml(reply: FastifyReply, xml: string) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
}

/** `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/{pages,products-N,stores-N}.xml`, outside the signed API. */
export function seoRoutes(service: SeoService) {
  return async function routes(app: FastifyInstance) {
    app.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'sitemap failed');
      return reply.status(500).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Internal Server Error');
    });
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(service.robotsTxt()),
    );
    app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await service.sitemapIndex()));
    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') return sendXml(reply, service.pagesSitemap());
      const match = /^(products|stores)-([1-9]\d{0,8})\.xml$/.exec(file);
      const xml = !match ? null : match[1] === 'products' ? await service.productSitemap(Number(match[2])) : await service.storeSitemap(Number(match[2]));
      if (!xml) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return sendXml(reply, xml);
    });
  };
}
