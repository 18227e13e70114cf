import type { Language } from '@kiddo/contracts';
import { escapeHtml } from '../../lib/html';

const TEXTS: Record<Language, Record<string, string>> = {
  pt: {
    title: 'Pagamento de teste',
    banner:
      'AMBIENTE DE TESTE — nenhum dinheiro é cobrado. Este é o checkout embutido usado quando o Stripe não está configurado.',
    tokens: 'tokens',
    monthly: 'por mês',
    pay: 'Pagar (teste)',
    cancel: 'Cancelar',
    paid: 'Este pagamento já foi concluído.',
    canceled: 'Este pagamento foi cancelado.',
    back: 'Voltar para o Kiddo',
  },
  en: {
    title: 'Test payment',
    banner: 'TEST MODE — no money is charged. This is the built-in checkout used when Stripe is not configured.',
    tokens: 'tokens',
    monthly: 'per month',
    pay: 'Pay (test)',
    cancel: 'Cancel',
    paid: 'This payment is already complete.',
    canceled: 'This payment was cancelled.',
    back: 'Back to Kiddo',
  },
  es: {
    title: 'Pago de prueba',
    banner:
      'MODO DE PRUEBA — no se cobra dinero. Este es el checkout integrado que se usa cuando Stripe no está configurado.',
    tokens: 'tokens',
    monthly: 'al mes',
    pay: 'Pagar (prueba)',
    cancel: 'Cancelar',
    paid: 'Este pago ya se completó.',
    canceled: 'Este pago fue cancelado.',
    back: 'Volver a Kiddo',
  },
};

/** The built-in test checkout page: plainly marked as a test, with pay and cancel buttons. */
export function renderTestCheckoutPage(options: {
  language: Language;
  checkoutId: string;
  status: 'open' | 'paid' | 'canceled';
  item: { name: string; tokens: number; priceCents: number; monthly: boolean };
  returnUrl: string;
}) {
  const t = TEXTS[options.language];
  const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
    options.item.priceCents / 100,
  );
  const base = `/api/payments/test-checkout/${options.checkoutId}`;
  const body =
    options.status === 'open'
      ? `<form method="post" action="${base}/pay"><button class="pay" type="submit">${t.pay}</button></form>
         <form method="post" action="${base}/cancel"><button class="cancel" type="submit">${t.cancel}</button></form>`
      : `<p>${options.status === 'paid' ? t.paid : t.canceled}</p><p><a href="${escapeHtml(options.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} — Kiddo</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f5f3ff;color:#1f2937}
.banner{background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 16px}.item{font-size:1.1rem;margin:0 0 4px}.price{font-size:2rem;font-weight:800;color:#5b21b6;margin:8px 0 24px}
button{width:100%;padding:14px;border-radius:10px;font-size:1rem;font-weight:700;cursor:pointer;margin-bottom:12px;border:2px solid #5b21b6}
.pay{background:#5b21b6;color:#fff}.cancel{background:#fff;color:#5b21b6}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head>
<body><div class="banner" role="note">${t.banner}</div>
<main><h1>${t.title}</h1>
<p class="item">${escapeHtml(options.item.name)} — ${options.item.tokens.toLocaleString('pt-BR')} ${t.tokens}${options.item.monthly ? ` ${t.monthly}` : ''}</p>
<p class="price">${price}${options.item.monthly ? ` <small>${t.monthly}</small>` : ''}</p>
${body}</main></body></html>`;
}
