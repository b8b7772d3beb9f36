import { useLocation, useNavigation } from "react-router";
import { FullScreenSpinner } from "~/components/ui/spinner";

/** "Loading article..." while a client-side navigation fetches another article (docs/product.md#blog). */
export function ArticleLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname ?? "";
  if (navigation.state !== "loading" || !/^\/blog\/[^/]+$/.test(target) || target === "/blog/rss.xml" || target === location.pathname) return null;
  return <FullScreenSpinner title="Loading article..." />;
}
