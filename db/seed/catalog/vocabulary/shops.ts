/** Parts of Chinese shop names, per hot category (keys = top-level `categories.key`). */

export const SHOP_PREFIXES = [
  '潮流前线', '原宿', '简约', '森林', '小鹿', '米兔', '北岸', '南风', '青柠', '木子', '橘子', '星河', '初心', '城南', '西西',
  '大鱼', '白鲸', '柠檬', '拾光', '造物', '匠心', '悦享', '鲸选', '半糖', '野草', '山海', '云朵', '晴天', '麦田', '一隅',
  '知否', '慢半拍', '阿狸', '糖果', '暖阳', '布丁', '十里', '回声', '观山', '默默', '小满', '夏至', '栗子', '豆芽', '蓝莓',
] as const;

/** What the shop sells, as it would appear in a Taobao or Weidian shop name. */
export const SHOP_CORES: Record<string, readonly string[]> = {
  'clothing-accessories': ['男装', '女装', '潮牌', '服饰', '衣橱', '古着', '定制', '卫衣', '潮衣'],
  shoes: ['鞋业', '潮鞋', '鞋铺', '鞋履', '运动鞋', '靴子'],
  luggage: ['箱包', '包包', '皮具', '背包', '旅行箱'],
  electronics: ['数码', '电子', '3C', '科技', '耳机', '配件'],
  textiles: ['家纺', '床品', '布艺', '寝具', '棉品'],
  'adult-products': ['情趣生活馆', '成人用品', '私享', '计生用品', '两性健康'],
  medicines: ['大药房', '保健', '医疗器械', '健康', '养生堂', '药业'],
  food: ['零食', '食品', '特产', '茶庄', '坚果', '小吃', '调味'],
  'other-general-goods': ['百货', '家居', '生活馆', '好物', '杂货', '文具', '宠物', '美妆'],
};

export const TAOBAO_SUFFIXES = ['店', '小店', '铺子', '工作室', '专营店', '严选', '馆', '家', '屋', '优选'] as const;
export const WEIDIAN_SUFFIXES = ['工作室', '的小店', '代购', '严选', '小铺', '私物', '好物'] as const;

/** Syllables of made-up brand names for Tmall flagship stores. */
export const BRAND_SYLLABLES = ['优', '乐', '佳', '美', '卡', '诺', '思', '维', '森', '朗', '博', '雅', '澜', '迪', '凯', '沃', '派', '米', '拉', '菲', '嘉', '帆', '拓', '酷'] as const;
export const TMALL_SUFFIXES = ['官方旗舰店', '旗舰店', '专营店', '官方店'] as const;

export const FACTORY_CITIES = ['义乌', '广州', '深圳', '东莞', '杭州', '泉州', '温州', '佛山', '南通', '汕头', '宁波', '苏州', '晋江', '临沂', '揭阳'] as const;
export const FACTORY_NAMES = ['宏达', '鑫源', '恒信', '盛世', '优创', '佳美', '锦程', '华越', '金鼎', '瑞丰', '永盛', '华艺', '新锐', '众诚', '顺发'] as const;
export const FACTORY_INDUSTRIES: Record<string, readonly string[]> = {
  'clothing-accessories': ['服饰', '服装', '制衣'],
  shoes: ['鞋业', '鞋材'],
  luggage: ['箱包', '皮具'],
  electronics: ['电子科技', '数码科技', '电子'],
  textiles: ['家纺', '纺织品'],
  'adult-products': ['保健用品', '生物科技'],
  medicines: ['医疗器械', '生物科技', '保健品'],
  food: ['食品', '农产品', '调味品'],
  'other-general-goods': ['日用品', '塑料制品', '文具', '宠物用品', '化妆品'],
};
export const FACTORY_TYPES = ['有限公司', '厂', '商行', '贸易有限公司', '工贸有限公司'] as const;
