// The place combobox (app/components/chart/place-search.tsx): the text input searches /api/places as
// you type (three letters or more), the list opens under it, the arrow keys and Enter choose, and the
// chosen place's coordinates fill the hidden fields and show in the confirmation line.
import { formatCoordinates, type CoordinateWords } from "~/domain/format";

type Place = { name: string; latitude: number; longitude: number };

/** The first five results of /api/places (Nominatim's shape: coordinates as strings). */
export function placesOf(answer: unknown): Place[] {
  if (!Array.isArray(answer)) return [];
  return answer.slice(0, 5).map((place: { display_name: string; lat: string; lon: string }) => ({ name: place.display_name, latitude: Number(place.lat), longitude: Number(place.lon) }));
}

/** A result the server listed as a radio button: "latitude|longitude|name". */
export function placeOfChoice(value: string): Place {
  const [latitude, longitude, ...name] = value.split("|");
  return { latitude: Number(latitude), longitude: Number(longitude), name: name.join("|") };
}

/** The reader's coordinate words, which the server writes into `data-coordinate-words` (no catalog in the browser). */
export const coordinateWordsOf = (attribute: string | null) => (attribute ? (JSON.parse(attribute) as CoordinateWords) : undefined);

/** Enhances one place field; answers whether a place is chosen (its coordinates are filled). */
export function placeSearch(root: Element): () => boolean {
  const input = root.querySelector<HTMLInputElement>('input[type="text"]')!;
  const list = root.querySelector<HTMLElement>('[role="listbox"]')!;
  const searching = root.querySelector<HTMLElement>("[data-place-searching]")!;
  const latitude = root.querySelector<HTMLInputElement>("[data-place-latitude]")!;
  const longitude = root.querySelector<HTMLInputElement>("[data-place-longitude]")!;
  const template = root.querySelector<HTMLTemplateElement>("template[data-place-confirmation]")!;
  const words = coordinateWordsOf(root.getAttribute("data-coordinate-words"));
  let results: Place[] = [];
  let active = -1;
  let open = false;
  let timer: number | undefined;
  let closing: number | undefined;
  let request: AbortController | null = null;

  // Results the server found (a search or a submit without a choice) become the list's options.
  const fieldset = root.querySelector("[data-place-results]");
  if (fieldset) {
    results = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => placeOfChoice(radio.value));
    fieldset.remove();
  }
  root.querySelector("[data-place-search-button]")?.remove();
  input.placeholder = input.getAttribute("data-placeholder-script") ?? "";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);

  const located = () => latitude.value !== "" && longitude.value !== "";

  function confirm() {
    root.querySelector('[data-testid="place-coordinates"]')?.remove();
    const line = template.content.firstElementChild?.cloneNode(true);
    if (!located() || !(line instanceof Element)) return;
    line.querySelector("[data-coordinates]")!.textContent = formatCoordinates(Number(latitude.value), Number(longitude.value), words);
    template.before(line);
  }

  function render() {
    const expanded = open && results.length > 0;
    list.hidden = !expanded;
    input.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) input.setAttribute("aria-activedescendant", `${list.id}-${active}`);
    else input.removeAttribute("aria-activedescendant");
    list.replaceChildren(
      ...results.map((place, i) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${i}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", String(i === active));
        option.textContent = place.name;
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          choose(place);
        });
        return option;
      }),
    );
  }

  const show = (expanded: boolean) => {
    open = expanded;
    render();
  };
  const changed = () => input.dispatchEvent(new CustomEvent("placechange", { bubbles: true }));

  function choose(place: Place) {
    // A search still waiting or on its way would reopen the list over the choice.
    window.clearTimeout(timer);
    request?.abort();
    searching.hidden = true;
    input.value = place.name;
    latitude.value = String(place.latitude);
    longitude.value = String(place.longitude);
    active = -1;
    show(false);
    confirm();
    changed();
  }

  async function search(q: string) {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    searching.hidden = false;
    try {
      const response = await window.fetch(`/api/places?q=${encodeURIComponent(q)}`, { signal: controller.signal, credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      results = placesOf(await response.json());
      active = -1;
      show(true);
    } catch (error) {
      // Silent failure (docs/product.md#errors): logged only.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.warn("[places] search failed", error);
    } finally {
      if (request === controller) searching.hidden = true;
    }
  }

  input.addEventListener("input", () => {
    latitude.value = "";
    longitude.value = "";
    confirm();
    changed();
    window.clearTimeout(timer);
    request?.abort();
    const q = input.value.trim();
    if (q.length < 3) {
      results = [];
      searching.hidden = true;
      return show(false);
    }
    timer = window.setTimeout(() => void search(q), 300);
  });
  input.addEventListener("keydown", (event) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && results.length) {
      event.preventDefault();
      const last = results.length - 1;
      active = event.key === "ArrowDown" ? (active + 1) % results.length : active <= 0 ? last : active - 1;
      show(true);
    } else if (event.key === "Enter" && open && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      show(false);
    }
  });
  input.addEventListener("blur", () => {
    closing = window.setTimeout(() => show(false), 150);
  });
  input.addEventListener("focus", () => {
    window.clearTimeout(closing);
    if (results.length && !located()) show(true);
  });
  show(results.length > 0);
  return located;
}
