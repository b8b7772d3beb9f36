import { describe, expect, it } from "vitest";
import { coordinateWords, formatCoordinates } from "~/domain/format";
import { translator } from "~/i18n/messages.server";
import { coordinateWordsOf, placeOfChoice, placesOf } from "./place-search";

describe("the place combobox's results", () => {
  it("reads a server-listed choice, a name with the separator in it included", () => {
    expect(placeOfChoice("51.5074|-0.1278|London, England, GB")).toEqual({ latitude: 51.5074, longitude: -0.1278, name: "London, England, GB" });
    expect(placeOfChoice("1|2|A|B")).toEqual({ latitude: 1, longitude: 2, name: "A|B" });
  });

  it("keeps the first five places of /api/places, coordinates as numbers, and nothing of an answer that is not a list", () => {
    const answer = Array.from({ length: 7 }, (_, i) => ({ display_name: `Place ${i}`, lat: `${i}.5`, lon: `-${i}` }));
    expect(placesOf(answer)).toHaveLength(5);
    expect(placesOf(answer)[1]).toEqual({ name: "Place 1", latitude: 1.5, longitude: -1 });
    expect(placesOf({ message: "Too many requests" })).toEqual([]);
  });

  it("writes the confirmation's coordinates in the words the server gave the field", () => {
    const attribute = JSON.stringify(coordinateWords(translator("zh-Hans")));
    expect(formatCoordinates(51.5074, -0.1278, coordinateWordsOf(attribute))).toBe("北纬51.51°，西经0.13°");
    expect(formatCoordinates(51.5074, -0.1278, coordinateWordsOf(null))).toBe("51.51° N, 0.13° W");
  });
});
