/** A product as the `/api` contract sends it (spec section 3). */
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  category: string;
  brand: string;
  image: string;
  images: string[];
  specifications: Record<string, string>;
  countInStock: number;
  rating: number;
  numReviews: number;
}

export interface Review {
  _id: number;
  id: number;
  rating: number;
  comment: string;
  name: string;
  createdAt: string;
}

/** What the card, cart and favourites need: the list views never ship descriptions or specs. */
export type ProductSummary = Pick<
  Product,
  'id' | 'name' | 'price' | 'category' | 'brand' | 'image' | 'countInStock' | 'rating' | 'numReviews'
>;
