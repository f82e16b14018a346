import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container-page py-10">
      <div className="mx-auto max-w-md rounded-lg border border-line p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </section>
  );
}
