import { describe, expect, it } from 'vitest';
import { type ApiModule, buildServices, type ServiceContext } from './api-module.ts';

class Counter {
  count = 1;
}

const counterModule = {
  name: 'counter',
  createServices: () => ({ counter: new Counter() }),
} as const satisfies ApiModule;

const readerModule = {
  name: 'reader',
  createServices: ({ services }: ServiceContext<{ counter: Counter }>) => ({
    reader: { read: () => services.counter.count },
  }),
} as const satisfies ApiModule;

// The modules here read nothing of the context but each other's services.
const context = {} as Omit<ServiceContext, 'services'>;

describe('buildServices', () => {
  it('builds the modules in list order, each given the services built before it', () => {
    const services = buildServices([counterModule, readerModule], context);
    services.counter.count = 7;
    expect(services.reader.read()).toBe(7);
  });

  it('refuses, when typechecked, a module listed before a module whose service it needs', () => {
    // @ts-expect-error reader needs counter, listed after it.
    const services = buildServices([readerModule, counterModule], context);
    expect(() => services.reader.read()).toThrow(TypeError);
  });

  it('refuses two services under one name', () => {
    const again = { name: 'again', createServices: () => ({ counter: new Counter() }) } as const;
    expect(() => buildServices([counterModule, again], context)).toThrow(
      'module again: a service named counter exists already',
    );
  });
});
