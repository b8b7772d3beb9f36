import { useHydrated } from "~/components/use-hydrated";

export const COPY_SUCCESS = "Link copied to clipboard!";

function openPopup(event: React.MouseEvent<HTMLAnchorElement>) {
  const popup = window.open(event.currentTarget.href, "share", "width=600,height=400");
  // Popup blocked: the link opens in a new tab as it would without JavaScript.
  if (!popup) return;
  popup.opener = null;
  event.preventDefault();
}

/**
 * "Share this article:": Twitter/X and Facebook are real links (a popup with JavaScript); Copy Link
 * copies with JavaScript, else shows the address to copy by hand.
 */
export function ShareRow({ url, title, label = "Share this article:", addressLabel = "Article address to copy", copy: copyLabel = "Copy Link", shareOn = (network: string) => `Share on ${network}`, copied = COPY_SUCCESS }: {
  url: string;
  title: string;
  label?: string;
  addressLabel?: string;
  copy?: string;
  shareOn?: (network: string) => string;
  copied?: string;
}) {
  const hydrated = useHydrated();
  const links = {
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
  async function copy() {
    const address = window.location.href || url;
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      // Older browsers and insecure origins: fall back to a selection copy.
      const area = document.createElement("textarea");
      area.value = address;
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    // The product's alert, in the reader's language.
    window.alert(copied);
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-row">
      <span className="text-sm font-semibold">{label}</span>
      <a className="btn-outline" href={links.twitter} target="_blank" rel="noopener noreferrer" onClick={openPopup} data-popup="" aria-label={shareOn("Twitter (X)")}>
        Twitter
      </a>
      <a className="btn-outline" href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={openPopup} data-popup="" aria-label={shareOn("Facebook")}>
        Facebook
      </a>
      {hydrated ? (
        <button type="button" className="btn-outline" onClick={copy}>
          {copyLabel}
        </button>
      ) : (
        <label className="flex items-center gap-2 text-sm">
          <span>{copyLabel}</span>
          <input readOnly value={url} className="input w-64" aria-label={addressLabel} />
        </label>
      )}
    </div>
  );
}
