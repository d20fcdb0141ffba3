/** My Store paths (product §7 shop service, product §D4 "Shops (sellers)"). */
export const SHOP_PATH = {
  create: 'S/create/user/shop',
  edit: 'S/edit/user/shop',
  get: 'S/pub/get/user/shop',
  addGoods: 'S/add/user/shop/goods',
  importShop: 'S/user/shop/import',
  jobs: 'S/get/user/shop/jobs',
  deleteGoods: 'S/user/delete/shop/goods',
  goodsList: 'S/get/shop/goods/listV1',
  pubGoodsList: 'S/pub/get/shop/goods/listV1',
  pubTagList: 'S/pub/get/shop/goods/lab/list',
  tagList: 'S/get/shop/goodsLab/list',
  addTag: 'S/add/shop/goodsLab',
  editTag: 'S/edit/shop/goodsLab',
  removeTag: 'S/remove/shop/goodsLab',
  attachTag: 'S/update/shopGoods/labs',
  detachTag: 'S/delete/shopGoods/labs',
  /** multipart `file` (.xlsx/.xls) → `{ jobId, accepted, rejected: [{ row, reason }] }` (product §D4). */
  addGoodsByFile: 'S/add/user/shop/goods/byFile',
  /** Beyond the spec: `{ id, stock }` → `ShopGoods` (the goods list's stock edit). */
  editGoods: 'S/edit/user/shop/goods',
  /** Beyond the spec: GET, the goods spreadsheet template (.xlsx) in the request's language. */
  goodsTemplate: 'S/get/user/shop/goods/template',
  /** Beyond the spec: `{ storeSpace }` → `{ available, reason? ("invalid" | "reserved" | "taken") }`, for the slug checked as you type. */
  checkStoreSpace: 'S/check/user/shop/storeSpace',
} as const;
