import { useEffect } from 'react';

/**
 * The page's <title> and meta description while it is shown (search engines and shared links read
 * them); the previous ones come back when it goes. Server rendering will put them in the HTML later.
 */
export function useDocumentMeta(title: string | null, description: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previousTitle = document.title;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    if (description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
