import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({
  title,
  embedded = false,
  children,
}: {
  title: string;
  /** A panel inside another page: no page frame, and a section heading instead of the page's. */
  embedded?: boolean;
  children: ReactNode;
}) {
  if (embedded) {
    return (
      <section className="rounded-lg border border-line p-6 sm:p-8">
        <h2 className="mb-6 text-xl font-semibold">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <section className="container-page py-10">
      <div className="mx-auto max-w-md rounded-lg border border-line p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </section>
  );
}
