import { Random } from '../random.js';

/** A category of Ozon's tree with the product types under it. */
export interface CategoryNode {
  id: number;
  name: string;
  disabled: boolean;
  children: CategoryNode[];
  types: { id: number; name: string; disabled: boolean }[];
}

interface Template {
  category: string;
  type: string;
  names: string[];
  price: [number, number];
  weightG: [number, number];
  dims: [number, number, number];
}

const TEMPLATES: Template[] = [
  {
    category: 'Посуда',
    type: 'Кружка',
    names: ['Кружка керамическая {v} мл', 'Кружка стеклянная с двойными стенками {v} мл'],
    price: [290, 990],
    weightG: [250, 450],
    dims: [95, 110, 95],
  },
  {
    category: 'Посуда',
    type: 'Сковорода',
    names: ['Сковорода антипригарная {d} см', 'Сковорода чугунная {d} см'],
    price: [1290, 4990],
    weightG: [900, 2800],
    dims: [300, 80, 500],
  },
  {
    category: 'Хранение продуктов',
    type: 'Контейнер пищевой',
    names: ['Контейнер для еды стеклянный {l} л', 'Набор контейнеров {n} шт.'],
    price: [390, 1690],
    weightG: [300, 1500],
    dims: [200, 100, 150],
  },
  {
    category: 'Термосы и термокружки',
    type: 'Термос',
    names: ['Термос из нержавеющей стали {v} мл', 'Термокружка автомобильная {v} мл'],
    price: [890, 3490],
    weightG: [350, 900],
    dims: [90, 280, 90],
  },
  {
    category: 'Текстиль для ванной',
    type: 'Полотенце',
    names: ['Полотенце махровое {s} см', 'Набор полотенец {n} шт.'],
    price: [490, 2490],
    weightG: [300, 1400],
    dims: [300, 60, 250],
  },
  {
    category: 'Хранение вещей',
    type: 'Органайзер',
    names: ['Органайзер для хранения {n} секций', 'Кофр для одежды {l} л'],
    price: [350, 1490],
    weightG: [200, 900],
    dims: [350, 120, 250],
  },
  {
    category: 'Освещение',
    type: 'Настольная лампа',
    names: ['Лампа настольная светодиодная {w} Вт', 'Ночник с датчиком движения'],
    price: [990, 3990],
    weightG: [400, 1300],
    dims: [150, 420, 150],
  },
  {
    category: 'Товары для сна',
    type: 'Подушка',
    names: ['Подушка ортопедическая {s} см', 'Подушка анатомическая с эффектом памяти'],
    price: [1490, 4490],
    weightG: [900, 1800],
    dims: [600, 140, 400],
  },
];
const COLOURS = ['белый', 'чёрный', 'серый', 'бежевый', 'синий', 'зелёный', 'розовый', 'графит'];

function fillName(template: string, random: Random): string {
  return template
    .replace('{v}', String(random.pick([250, 300, 350, 400, 450, 500, 750, 1000])))
    .replace('{d}', String(random.pick([20, 22, 24, 26, 28])))
    .replace('{l}', String(random.pick([0.5, 0.8, 1, 1.5, 2, 5, 30, 60])).replace('.', ','))
    .replace('{n}', String(random.pick([2, 3, 4, 5, 6, 10])))
    .replace('{s}', random.pick(['50×70', '70×70', '40×60', '70×140', '50×90']))
    .replace('{w}', String(random.pick([5, 7, 10, 12])));
}

/** The seller's own catalogue (the back-office's products and packages) as the sandbox knows it. */
export interface CatalogueProduct {
  id: number;
  name: string;
  categoryName: string;
  widthMM: number;
  heightMM: number;
  depthMM: number;
  weightG: number;
  packages: CataloguePackage[];
}

export interface CataloguePackage {
  id: number;
  name: string;
  productId: number;
  productCount: number;
  widthMM: number;
  heightMM: number;
  depthMM: number;
  weightG: number;
}

/** A product card on Ozon. Its offer_id is normally the ID of a package of the own catalogue. */
export interface OzonProductCard {
  productId: number;
  offerId: string;
  sku: number;
  name: string;
  descriptionCategoryId: number;
  typeId: number;
  barcode: string;
  price: number;
  oldPrice: number;
  minPrice: number;
  marketingPrice: number;
  widthMM: number;
  heightMM: number;
  depthMM: number;
  weightG: number;
  isArchived: boolean;
  isAutoArchived: boolean;
  createdAt: string;
  /** Relative sales weight: a few best sellers, a long tail. */
  popularity: number;
  /** Ozon's commission percent per sales scheme. */
  commission: { fbo: number; fbs: number; rfbs: number };
  /** The own-catalogue package behind the card, when there is one. */
  packageId: number | null;
}

/** What the data plants so that import results have something true to report. */
export interface PlantedProblems {
  /** offer_ids that are numbers but name no package of the own catalogue. */
  missingPackageIds: number[];
  /** offer_ids that are not package IDs at all. */
  badOfferIds: string[];
  /** Cards without an SKU yet (being created). */
  productsWithoutSku: number[];
}

export interface Catalogue {
  categories: CategoryNode[];
  products: CatalogueProduct[];
  cards: OzonProductCard[];
  planted: PlantedProblems;
}

function buildCategories(): { tree: CategoryNode[]; ids: Map<string, { categoryId: number; typeId: number }> } {
  const ids = new Map<string, { categoryId: number; typeId: number }>();
  const leaves = new Map<string, CategoryNode>();
  TEMPLATES.forEach((template, index) => {
    let leaf = leaves.get(template.category);
    if (!leaf) {
      leaf = { id: 17_028_000 + leaves.size * 13, name: template.category, disabled: false, children: [], types: [] };
      leaves.set(template.category, leaf);
    }
    const typeId = 92_000 + index * 17;
    leaf.types.push({ id: typeId, name: template.type, disabled: false });
    ids.set(template.type, { categoryId: leaf.id, typeId });
  });
  const home: CategoryNode = {
    id: 17_027_900,
    name: 'Дом и сад',
    disabled: false,
    types: [],
    children: [...leaves.values()],
  };
  // Branches the sandbox seller sells nothing from, for choosing what to sell next (search terms);
  // «Кружка» stands under «Подарки» too, as Ozon lists one type under several categories.
  const mug = leaves.get('Посуда')!.types[0];
  const branch = (id: number, name: string, children: CategoryNode[], types: string[] = []): CategoryNode => ({
    id,
    name,
    disabled: false,
    children,
    types: types.map((type, index) => ({ id: id * 10 + index, name: type, disabled: false })),
  });
  const electronics = branch(17_028_500, 'Электроника', [
    branch(17_028_510, 'Наушники и аудиотехника', [], ['Наушники', 'Портативная колонка', 'Саундбар']),
    branch(17_028_520, 'Умный дом', [], ['Умная розетка', 'Датчик протечки', 'Умная лампа']),
  ]);
  const sport = branch(17_028_600, 'Спорт и отдых', [
    branch(17_028_610, 'Фитнес и йога', [], ['Коврик для йоги', 'Гантели', 'Фитнес-резинка']),
    branch(17_028_620, 'Туризм', [], ['Палатка', 'Спальный мешок', 'Туристический котелок']),
  ]);
  const gifts = branch(17_028_700, 'Подарки', [], ['Подарочный набор', 'Свеча ароматическая']);
  gifts.types.push({ ...mug });
  const archive: CategoryNode = {
    id: 17_027_950,
    name: 'Устаревшие категории',
    disabled: true,
    types: [],
    children: [],
  };
  return { tree: [home, electronics, sport, gifts, archive], ids };
}

/**
 * About 300 packages at scale 1: products of the templates above, each sold singly and in packs.
 * Package IDs start at 1001 so they never look like small counters.
 */
export function buildCatalogue(seed: number, clientId: string, scale: number, now: Date): Catalogue {
  const random = new Random(seed, clientId, 'catalogue');
  const { tree, ids } = buildCategories();
  const productCount = Math.round(200 * Math.sqrt(scale));
  const products: CatalogueProduct[] = [];
  const cards: OzonProductCard[] = [];
  let packageId = 1001;

  for (let i = 0; i < productCount; i++) {
    const template = TEMPLATES[i % TEMPLATES.length];
    const name = `${fillName(random.pick(template.names), random)}, ${random.pick(COLOURS)}`;
    const [w, h, d] = template.dims.map((value) => Math.round(value * (0.8 + random.next() * 0.4)));
    const weightG = random.int(...template.weightG);
    const product: CatalogueProduct = {
      id: 501 + i,
      name,
      categoryName: template.category,
      widthMM: w,
      heightMM: h,
      depthMM: d,
      weightG,
      packages: [],
    };
    const packs = random.chance(0.4) ? [1, random.pick([2, 3, 4, 6])] : [1];
    if (random.chance(0.1)) packs.push(10);
    const basePrice = random.int(...template.price);
    const bestSeller = random.chance(0.08);
    for (const count of packs) {
      const pkg: CataloguePackage = {
        id: packageId++,
        name: count === 1 ? name : `${name} — ${count} шт.`,
        productId: product.id,
        productCount: count,
        widthMM: w,
        heightMM: h * Math.min(count, 3),
        depthMM: d * Math.ceil(count / 3),
        weightG: weightG * count + 40,
      };
      product.packages.push(pkg);
      const price = Math.round((basePrice * count * (count > 1 ? 0.9 : 1)) / 10) * 10 - 1;
      const { categoryId, typeId } = ids.get(template.type)!;
      const card: OzonProductCard = {
        productId: 880_000_000 + pkg.id * 7,
        offerId: String(pkg.id),
        sku: 1_700_000_000 + pkg.id * 13,
        name: pkg.name,
        descriptionCategoryId: categoryId,
        typeId,
        barcode: `46${String(100_000_000_00 + pkg.id * 97).padStart(11, '0')}`,
        price,
        oldPrice: Math.round(price * (1.2 + random.next() * 0.5)),
        minPrice: Math.round(price * 0.85),
        marketingPrice: Math.round(price * (0.9 + random.next() * 0.08)),
        widthMM: pkg.widthMM,
        heightMM: pkg.heightMM,
        depthMM: pkg.depthMM,
        weightG: pkg.weightG,
        isArchived: false,
        isAutoArchived: false,
        createdAt: new Date(now.getTime() - random.int(200, 900) * 86_400_000).toISOString(),
        popularity: (bestSeller ? 12 : 1) * (0.2 + random.next()) * (count === 1 ? 1 : 0.35),
        commission: { fbo: random.pick([12, 15, 17, 19]), fbs: random.pick([14, 17, 19, 21]), rfbs: 15 },
        packageId: pkg.id,
      };
      cards.push(card);
    }
    products.push(product);
  }

  // A few cards planted for the import results: archived ones, unknown offer_ids, cards without an SKU.
  for (const card of cards.filter((_, index) => index % 41 === 7)) {
    card.isArchived = true;
    card.isAutoArchived = random.chance(0.5);
  }
  const planted: PlantedProblems = { missingPackageIds: [], badOfferIds: [], productsWithoutSku: [] };
  const extra = (offerId: string, sku: number, index: number): OzonProductCard => ({
    ...cards[index % cards.length],
    productId: 889_000_000 + index,
    offerId,
    sku,
    name: `${cards[index % cards.length].name} (${offerId})`,
    barcode: `46${String(900_000_000_00 + index).padStart(11, '0')}`,
    packageId: null,
    popularity: 0.3,
  });
  [packageId + 500, packageId + 501, packageId + 502].forEach((missing, index) => {
    cards.push(extra(String(missing), 1_799_000_000 + index, index + 3));
    planted.missingPackageIds.push(missing);
  });
  ['ART-RED-17', 'кружка-набор-2'].forEach((bad, index) => {
    cards.push(extra(bad, 1_799_100_000 + index, index + 11));
    planted.badOfferIds.push(bad);
  });
  for (const card of cards.filter((item) => item.packageId !== null).slice(-2)) {
    card.sku = 0;
    card.popularity = 0;
    planted.productsWithoutSku.push(card.productId);
  }
  return { categories: tree, products, cards, planted };
}
