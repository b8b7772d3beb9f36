/** An article's HTML, rendered and sanitized on the server (markdown.server.ts), with its typography. */
export function ArticleBody({ html, className = "", lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div
      lang={lang}
      className={`article-body max-w-none text-base leading-7 text-slate-800 dark:text-slate-200
        [&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-semibold
        [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-slate-50
        [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold
        [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1
        [&_li:has(>input)]:list-none [&_li>input]:mr-2 [&_li>input]:accent-night-700
        [&_a]:font-medium [&_a]:text-night-700 [&_a]:underline dark:[&_a]:text-night-300
        [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic
        [&_code]:rounded [&_code]:bg-night-50 [&_code]:px-1 dark:[&_code]:bg-night-950
        [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-night-50 [&_pre]:p-4 dark:[&_pre]:bg-night-950
        [&_table]:mt-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm
        [&_th]:border [&_th]:border-night-200 [&_th]:bg-night-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left dark:[&_th]:border-night-800 dark:[&_th]:bg-night-950
        [&_td]:border [&_td]:border-night-200 [&_td]:px-3 [&_td]:py-2 dark:[&_td]:border-night-800
        [&_hr]:my-8 [&_hr]:border-night-200 dark:[&_hr]:border-night-800 [&_img]:my-4 [&_img]:rounded-lg
        [&_.footnotes]:mt-10 [&_.footnotes]:border-t [&_.footnotes]:border-night-200 [&_.footnotes]:pt-4 [&_.footnotes]:text-sm dark:[&_.footnotes]:border-night-800
        [&_sup]:text-xs ${className}`}
      // Sanitized on the server with sanitize-html (scripts, event handlers and javascript: URLs removed).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
