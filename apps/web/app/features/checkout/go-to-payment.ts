import type { PaymentForm } from '@shop/contract';

/** Leaves for the provider: its page by address, or a bank's form posted from this page. */
export function goToPayment(start: { paymentUrl?: string; form?: PaymentForm }, otherwise: string): void {
  if (start.form) {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = start.form.action;
    for (const [name, value] of Object.entries(start.form.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    return;
  }
  window.location.assign(start.paymentUrl ?? otherwise);
}
