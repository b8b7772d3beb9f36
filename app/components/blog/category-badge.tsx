import { categoryLabel } from "~/domain/blog";

/** A post's category as a pill with its display label (unknown categories shown raw), or the label given. */
export function CategoryBadge({ category, label = categoryLabel(category), className = "" }: { category: string; label?: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-night-100 px-3 py-1 text-xs font-semibold text-night-800 dark:bg-night-900 dark:text-night-100 ${className}`}
    >
      {label}
    </span>
  );
}
