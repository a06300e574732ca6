interface TrackingPurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** The analytics purchase event sent after a successful order. */
export interface TrackingPurchase {
  transaction_id: string;
  value: number;
  tax: number;
  shipping: number;
  currency: string;
  items: TrackingPurchaseItem[];
  email?: string;
  phone?: string;
}
