import type { IntlShape } from 'react-intl';

/**
 * What a product or package picker shows of an option and what typing finds it by. Several products may
 * share a name («Ночник с датчиком движения, зелёный»), so each option also carries its articles (the
 * Ozon offer IDs, which are package IDs) and the packages or product it goes with.
 */
export interface ProductChoice {
  /** The product's or the package's name; empty while a chosen package's name is still being read. */
  name: string;
  /** A package's own article, or the articles of a product's packages. */
  articles: number[];
  /** Of a package: its product's name; of a product: its packages' names. */
  related: string[];
  /** The primary picture of an Ozon card of it, if there is one. */
  picture: string | null;
  /** A product's ID, named when it has no package (no article) to tell it apart by. */
  productId?: number;
}

interface PackageLike {
  ID: number;
  Name: string;
  PrimaryImage?: string | null;
}

/** A product with its packages: the articles and package names to tell it apart, the first card's picture. */
export function productChoice(product: { ID: number; Name: string; Packages?: PackageLike[] }): ProductChoice {
  const packages = product.Packages ?? [];
  return {
    name: product.Name,
    articles: packages.map((pkg) => pkg.ID),
    related: packages.map((pkg) => pkg.Name),
    picture: packages.find((pkg) => pkg.PrimaryImage)?.PrimaryImage ?? null,
    productId: packages.length === 0 ? product.ID : undefined,
  };
}

/** A package with its article, its product (by name, from either shape the API gives) and its card's picture. */
export function packageChoice(pkg: PackageLike & { ProductName?: string; Product?: { Name: string } }): ProductChoice {
  const productName = pkg.ProductName ?? pkg.Product?.Name;
  return {
    name: pkg.Name,
    articles: [pkg.ID],
    related: productName ? [productName] : [],
    picture: pkg.PrimaryImage ?? null,
  };
}

const articlesText = (choice: ProductChoice, intl: IntlShape) =>
  intl.formatMessage({ id: 'productOption.articles' }, { articles: choice.articles.join(', ') });

/** The text of a chosen option in the field or its chip: the name with the articles. */
export function choiceLabel(choice: ProductChoice, intl: IntlShape): string {
  if (choice.articles.length === 0) return choice.name;
  return choice.name ? `${choice.name} · ${articlesText(choice, intl)}` : articlesText(choice, intl);
}

/** The line under an option's name: the articles, then the packages or the product. */
export function choiceDetail(choice: ProductChoice, intl: IntlShape): string {
  const articles =
    choice.articles.length > 0
      ? articlesText(choice, intl)
      : intl.formatMessage({ id: 'productOption.noPackages' }, { id: choice.productId ?? '' });
  return [articles, ...choice.related].join(' · ');
}

/** Whether the typed text is part of the name, of an article or of a related name, in any case. */
export function choiceMatches(choice: ProductChoice, typed: string): boolean {
  const text = typed.trim().toLocaleLowerCase('ru');
  if (!text) return true;
  return [choice.name, ...choice.articles.map(String), ...choice.related].some((part) =>
    part.toLocaleLowerCase('ru').includes(text),
  );
}

/**
 * The filter of every product and package picker (Autocomplete's `filterOptions`): the server finds by
 * the same parts, so the options already shown narrow at once while its answer is on the way.
 */
export function filterByChoice<Option>(choiceOf: (option: Option) => ProductChoice) {
  return (options: Option[], state: { inputValue: string }): Option[] =>
    options.filter((option) => choiceMatches(choiceOf(option), state.inputValue));
}
