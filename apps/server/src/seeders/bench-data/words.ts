// Names the bench data set is made of: a shop's catalogue, its customers, and public-sector asset holders.
// Lists are written as space-separated text so they stay compact.

const list = (text: string): string[] => text.trim().split(/\s+/);

export const SURNAMES = [
  ...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕',
];
export const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰建国红梅志文斌鹏辉宇浩然欣怡子涵梓轩',
];

export const BRANDS =
  list(`联想 华为 小米 得力 晨光 美的 格力 海尔 苏泊尔 九阳 公牛 飞利浦 罗技 惠普 佳能 爱普生
  无印良品 李宁 安踏 三只松鼠 良品铺子 百草味 农夫山泉 伊利 舒肤佳 清风 维达 乐扣乐扣 膳魔师 象印 双立人 张小泉
  北鼎 小熊 松下 索尼 漫步者 倍思 绿联 闪迪 金士顿 三星 戴尔 华硕 齐心 广博 国誉 百乐 斑马 雀巢 立白 蓝月亮
  南极人 恒源祥 特步 回力`);

/** A shop sub-category: its goods nouns, price range in yuan, and the SKU option its goods vary by. */
export interface Leaf {
  name: string;
  nouns: string[];
  min: number;
  max: number;
  option: string | null;
}

/** `top: leaf|nouns,…|min|max|option; …` per line. */
const TREE = `
办公用品: 书写工具|中性笔,签字笔,钢笔,荧光笔,马克笔|5|120|颜色; 纸张本册|A4 打印纸,笔记本,便利贴,活页本|8|200|;
  文件管理|文件夹,档案盒,资料册,文件袋|6|90|颜色; 桌面收纳|笔筒,文件架,收纳盒,桌面书架|15|260|颜色;
  财务用品|计算器,印台,点钞机,装订机|20|1800|
数码电脑: 鼠标键盘|无线鼠标,机械键盘,键鼠套装,静音鼠标|39|899|颜色; 存储设备|U 盘,移动硬盘,固态硬盘,存储卡|29|1599|容量;
  耳机音箱|蓝牙耳机,头戴耳机,桌面音箱,会议麦克风|59|2399|颜色; 电脑配件|扩展坞,显示器支架,数据线,电脑包|19|699|
家用电器: 厨房电器|电饭煲,电水壶,空气炸锅,豆浆机,微波炉|99|1999|颜色; 生活电器|电风扇,空气净化器,加湿器,吸尘器|129|3999|;
  个护电器|电吹风,电动牙刷,剃须刀,理发器|69|1299|颜色
家居日用: 杯壶|保温杯,马克杯,玻璃水杯,焖烧杯|19|399|颜色; 清洁用品|洗衣液,洗手液,抽纸,垃圾袋,湿巾|9|129|;
  收纳整理|收纳箱,衣架,压缩袋,置物架|15|299|规格; 床上用品|四件套,枕头,蚕丝被,毛毯|59|1299|规格
食品饮料: 休闲零食|坚果礼盒,牛肉干,饼干,果干|19|299|规格; 茶叶冲饮|西湖龙井,普洱茶,挂耳咖啡,蜂蜜|29|899|规格;
  饮用水|矿泉水,苏打水,纯净水|19|89|规格
服饰鞋包: 运动服饰|速干T恤,运动卫衣,运动长裤,冲锋衣|59|899|尺码; 鞋靴|跑步鞋,帆布鞋,休闲鞋,工作鞋|99|1299|尺码;
  箱包|双肩包,行李箱,公文包,腰包|49|1599|颜色
劳保安防: 防护用品|医用口罩,防护手套,安全帽,反光背心|9|199|规格; 消防器材|灭火器,应急灯,逃生面罩|29|399|
虚拟商品: 充值卡券|话费充值卡,视频会员月卡,电子书会员,打车券|10|300|`;

/** The shop's category tree: top categories with their leaves. */
export const CATEGORIES: { name: string; leaves: Leaf[] }[] = TREE.trim()
  .split(/\n(?!\s)/)
  .map((line) => {
    const [top = '', rest = ''] = line.split(':');
    const leaves = rest.split(';').map((part) => {
      const [name = '', nouns = '', min = '1', max = '1', option = ''] = part.trim().split('|');
      return { name, nouns: nouns.split(','), min: Number(min), max: Number(max), option: option || null };
    });
    return { name: top.trim(), leaves };
  });

/** SKU options: the specification name and its values. */
export const OPTIONS: Record<string, string[]> = {
  颜色: list('黑色 白色 灰色 蓝色 红色'),
  容量: list('32GB 64GB 128GB 256GB 1TB'),
  规格: list('小号 中号 大号 家庭装'),
  尺码: list('S M L XL XXL'),
};

export const MODELS = list('经典款 升级款 商务款 轻薄款 加厚款 旗舰款 基础款 新款');
export const VISIT_SOURCES = list('search direct share wechat app');
export const REMARKS = ['', '', '', '', '', ...list('请尽快发货 工作日送货 放门卫处即可 发票随货')];
export const REFUND_REASONS = list('商品有瑕疵 与描述不符 不想要了 发错货 物流太慢');

/** Bureaus a district's public units are made of. */
export const BUREAUS = list(`财政局 教育局 卫生健康局 民政局 公安分局 司法局 人力资源局 自然资源局 生态环境局
  住房和城乡建设局 交通运输局 水务局 农业农村局 商务局 文化和旅游局 市场监督管理局 审计局 统计局 应急管理局 城市管理局`);
export const DEPARTMENTS = list('办公室 财务科 综合科 信息中心 后勤服务中心 人事科');

/** Assets per class code: names, brands (`-`: none), value range in yuan, weight per mille. */
const ITEMS = `
301|台式计算机 笔记本电脑 平板电脑 服务器 显示器 交换机 路由器|联想 华为 戴尔 惠普 浪潮 新华三|1500|60000|250
302|激光打印机 复印机 多功能一体机 投影仪 碎纸机 扫描仪 照相机|惠普 佳能 理光 爱普生 得力 索尼|800|30000|170
303|轿车 越野车 商务车 中型客车|大众 丰田 别克 比亚迪 东风|120000|400000|20
304|空调 电冰箱 饮水机 UPS电源 电热水器|格力 美的 海尔 山特|900|25000|80
305|电话机 对讲机 视频会议终端 无线接入点|华为 中兴 摩托罗拉|300|40000|50
401|心电图机 监护仪 超声诊断仪 电子血压计|迈瑞 鱼跃 飞利浦|1200|380000|40
402|显微镜 交互式电子白板 实验台 3D打印机|希沃 奥林巴斯 创想三维|2000|90000|50
403|监控摄像机 门禁一体机 消防器材柜 安检门|海康威视 大华 宇视|500|60000|25
701|办公桌 办公椅 会议桌 文件柜 书柜 沙发|震旦 圣奥 冠美 欧林|300|12000|200
702|保险柜 档案密集架 窗帘 标识牌|得力 虎牌 齐心|200|30000|70
201|办公用房 仓库 车库|-|500000|9000000|3
202|围墙 停车棚 道路|-|50000|800000|3
1|土地使用权|-|1000000|20000000|1
5|字画 瓷器 陈列模型|-|2000|200000|5
6|图书 档案资料|-|50|5000|20
8|办公软件 财务软件 档案管理系统|金山 用友 金蝶|3000|300000|12`;

export interface AssetItem {
  code: string;
  names: string[];
  brands: string[];
  min: number;
  max: number;
  weight: number;
}
export const ASSET_ITEMS: AssetItem[] = ITEMS.trim()
  .split('\n')
  .map((line) => {
    const [code = '', names = '', brands = '', min, max, weight] = line.split('|');
    return {
      code,
      names: list(names),
      brands: brands === '-' ? [''] : list(brands),
      min: Number(min),
      max: Number(max),
      weight: Number(weight),
    };
  });

export const LESSEES =
  list(`武汉东湖会展服务有限公司 湖北楚天物流有限公司 武汉江城文化传媒有限公司 武汉光谷创业服务中心
  湖北长江教育科技有限公司`);
export const FORM_REASONS: Record<string, string[]> = {
  join: list('闲置资产交公物仓统一调剂 机构调整后闲置 更新换代后闲置'),
  out: list('新设科室办公需要 业务扩展调剂使用 临时项目配置'),
  rental: list('临时会议使用 专项检查借用 活动保障借用'),
  back: list('借用到期归还 租赁期满归还'),
  lease_grant: list('闲置资产对外出租 盘活存量资产'),
  lease_repay: list('收取租金'),
  verify: list('年度资产清查 专项盘点'),
};
