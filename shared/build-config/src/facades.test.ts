import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
interface Facade { file: string; names: string[]; version: string }
const { importedNames, chakraFacade, reactRouterFacade } = require('./facades.cjs') as {
  importedNames: (source: string, request: string) => Set<string>;
  chakraFacade: () => Facade | null;
  reactRouterFacade: () => Facade | null;
};
const { sharedModules } = require('./index.cjs') as { sharedModules: () => Record<string, { import?: string; shareKey?: string; version: string; requiredVersion: string; singleton: boolean }> };

describe('library facades', () => {
  it('reads the value names a source imports, leaving types out', () => {
    const source = [
      "import { Box, Button as ChakraButton, type BoxProps } from '@chakra-ui/react';",
      "import type { SystemStyleObject } from '@chakra-ui/react';",
      "import {\n  Dialog,\n  Portal,\n} from '@chakra-ui/react';",
      "import { Link } from 'react-router';",
    ].join('\n');
    expect([...importedNames(source, '@chakra-ui/react')].sort()).toEqual(['Box', 'Button', 'Dialog', 'Portal']);
    expect([...importedNames(source, 'react-router')]).toEqual(['Link']);
  });

  it('gives up on a library taken as a whole: the facade could not know what to keep', () => {
    for (const source of ["import * as Chakra from '@chakra-ui/react';", "const c = await import('@chakra-ui/react');", "export { Box } from '@chakra-ui/react';", "export * from '@chakra-ui/react';"]) {
      expect(importedNames(source, '@chakra-ui/react').has('*'), source).toBe(true);
    }
  });

  it.each([['@chakra-ui/react', chakraFacade], ['react-router', reactRouterFacade]] as const)('the %s facade re-exports what the front ends import, shared by exact version, not as a singleton', (request, make) => {
    const facade = make()!;
    expect(facade).not.toBeNull();
    const text = readFileSync(facade.file, 'utf8');
    for (const name of facade.names) expect(text).toContain(`  ${name},`);
    expect(facade.names.length).toBeGreaterThan(5);
    const shared = sharedModules()[request]!;
    expect(shared.import).toBe(facade.file);
    expect(shared.singleton).toBe(false);
    // Exact: a facade built from other sources (another version) is never handed to an app.
    expect(shared.requiredVersion).toBe(facade.version);
    expect(shared.version).toBe(facade.version);
  });
});
