import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClickSimulator } from '../src/server/test/simulators/click';
import { PaymeSimulator } from '../src/server/test/simulators/payme';
import { UzumSimulator } from '../src/server/test/simulators/uzum';

/**
 * The providers' own pay pages, simulated for the end-to-end test (no network reaches the real
 * ones). Each page reads the order from the link our server made, exactly as the provider would,
 * shows it with a "To'lash" button, and on the press plays the provider's side of the merchant
 * API against our server (the test suite's simulators, over real HTTP), then sends the browser
 * back to the return URL from the link.
 */
export const PROVIDER_CREDENTIALS = {
  payme: { merchantId: '65f1e2d3c4b5a69788990aab', key: 'e2e-payme-key-0123456789abcdefghijkl' },
  click: { serviceId: '31001', merchantId: '21002', secretKey: 'e2e-click-secret' },
  uzum: { serviceId: '498614', login: 'e2e-uzum', password: 'e2e-uzum-password' },
} as const;

type Provider = keyof typeof PROVIDER_CREDENTIALS;

/** What a pay link says: the order (our payment id), the amount in so'm and where to send the person back. */
interface Order {
  paymentId: string;
  amountSom: number;
  returnUrl: string;
}

/** Payme: /payme/<base64 of "m=..;ac.order_id=..;a=<tiyin>;l=uz;c=<return url>"> */
function paymeOrder(url: URL): Order {
  // base64 may itself hold '/': the whole rest of the path is the payload
  const encoded = url.pathname.slice('/payme/'.length);
  const fields = new Map(
    Buffer.from(decodeURIComponent(encoded), 'base64')
      .toString('utf8')
      .split(';')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  return {
    paymentId: fields.get('ac.order_id') ?? '',
    amountSom: Number(fields.get('a')) / 100,
    returnUrl: fields.get('c') ?? '',
  };
}

/** Click: /click?service_id&merchant_id&amount=<so'm N.NN>&transaction_param=<order>&return_url */
function clickOrder(url: URL): Order {
  const q = url.searchParams;
  return {
    paymentId: q.get('transaction_param') ?? '',
    amountSom: Number(q.get('amount')),
    returnUrl: q.get('return_url') ?? '',
  };
}

/** Uzum: /uzum?serviceId&order_id&amount=<tiyin>&redirectUrl */
function uzumOrder(url: URL): Order {
  const q = url.searchParams;
  return {
    paymentId: q.get('order_id') ?? '',
    amountSom: Number(q.get('amount')) / 100,
    returnUrl: q.get('redirectUrl') ?? '',
  };
}

const ORDER_OF: Record<Provider, (url: URL) => Order> = {
  payme: paymeOrder,
  click: clickOrder,
  uzum: uzumOrder,
};

const TITLE: Record<Provider, string> = { payme: 'Payme', click: 'Click', uzum: 'Uzum Bank' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function payPage(provider: Provider, order: Order): string {
  const amount = `${order.amountSom} so'm`;
  return `<!doctype html><html lang="uz"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE[provider]}: to'lov (simulyator)</title></head>
<body><main><h1>${TITLE[provider]} (simulyator)</h1>
<dl><dt>Buyurtma</dt><dd data-testid="order">${escapeHtml(order.paymentId)}</dd>
<dt>Summa</dt><dd data-testid="amount">${escapeHtml(amount)}</dd></dl>
<form method="post"><button type="submit">To'lash</button></form>
<p><a href="${escapeHtml(order.returnUrl)}">Do'konga qaytish</a></p></main></body></html>`;
}

export interface ProviderPages {
  /** the env of the app server that points each provider's pay link here */
  env: Record<string, string>;
  /** orders paid through the pages, by provider, in order */
  paid: Record<Provider, Order[]>;
  /** the provider's whole callback path for an order, as the page's button runs it (a late callback, say) */
  pay(provider: Provider, order: { paymentId: string; amountSom: number }): Promise<void>;
  close(): Promise<void>;
}

/** Starts the pages; `appBaseUrl` is our server, which the simulators call as the providers would. */
export async function startProviderPages(appBaseUrl: string): Promise<ProviderPages> {
  const { payme, click, uzum } = PROVIDER_CREDENTIALS;
  const simulators = {
    payme: new PaymeSimulator({ baseUrl: appBaseUrl, key: payme.key }),
    click: new ClickSimulator({
      baseUrl: appBaseUrl,
      serviceId: click.serviceId,
      secretKey: click.secretKey,
    }),
    uzum: new UzumSimulator({ baseUrl: appBaseUrl, ...uzum }),
  };
  const paid: ProviderPages['paid'] = { payme: [], click: [], uzum: [] };
  const pay: ProviderPages['pay'] = async (provider, order) => {
    await simulators[provider].payInFull(order);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://pages');
    const provider = url.pathname.split('/')[1] as Provider;
    if (!(provider in ORDER_OF)) {
      response.writeHead(404).end();
      return;
    }
    const order = ORDER_OF[provider](url);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(provider, order));
      return;
    }
    request.resume();
    try {
      await pay(provider, order);
      paid[provider].push(order);
      response.writeHead(303, { location: order.returnUrl }).end();
    } catch (error) {
      // the test sees this page instead of the return page, with our server's refusal
      response
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`the merchant refused: ${String(error)}`);
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pagesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      PAYME_MERCHANT_ID: payme.merchantId,
      PAYME_KEY: payme.key,
      PAYME_CHECKOUT_URL: `${pagesUrl}/payme`,
      CLICK_SERVICE_ID: click.serviceId,
      CLICK_MERCHANT_ID: click.merchantId,
      CLICK_SECRET_KEY: click.secretKey,
      CLICK_PAY_URL: `${pagesUrl}/click`,
      UZUM_SERVICE_ID: uzum.serviceId,
      UZUM_LOGIN: uzum.login,
      UZUM_PASSWORD: uzum.password,
      UZUM_PAY_URL: `${pagesUrl}/uzum`,
    },
    paid,
    pay,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
