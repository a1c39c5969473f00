interface ImportMetaEnv {
  /** The Supabase project URL; the local stack's when unset. */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The project's public anon key; the local stack's well-known key when unset. */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate only for a visitor who may be signed in (src/lib/ui/sessionDirective.ts). */
    'client:session'?: boolean;
    /** Hydrate once the page asks for it or the visitor first interacts (src/lib/ui/demandDirective.ts). */
    'client:demand'?: boolean;
  }
}
