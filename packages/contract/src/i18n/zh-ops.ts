/** What the server's commands print to a terminal (zh): bad settings at start, migrations. */
export const zhOpsCore = {
  settings: {
    refused: '未执行任何操作：以下环境变量的取值无效，请修改后重试',
    bad: '{{name}}={{value}} 无效，应为：{{allowed}}',
    badHidden: '{{name}} 的取值无效（不显示其内容），应为：{{allowed}}',
    allowed: {
      integer: '{{min}} 到 {{max}} 之间的整数',
      switch: 'on 或 off（也可写 true/false、1/0）',
      oneOf: '{{values}} 之一',
      host: '要监听的主机名或 IP 地址，如 0.0.0.0 或 127.0.0.1',
      databaseUrl: '空（使用 DATA_DIR 中的 SQLite）或以 postgres:// 或 postgresql:// 开头的地址',
      redisUrl: '空或以 redis:// 或 rediss:// 开头的地址',
      token: '至少 {{min}} 个不含空格的可见字符',
      hosts: '以逗号分隔的主机名或 IP 地址',
      caFile: '可读取的 PEM 证书文件（含 -----BEGIN CERTIFICATE-----）',
      timeZone: '时区名称（如 Asia/Shanghai、UTC）、POSIX 规则（如 CST-8）或 zoneinfo 文件',
    },
  },
  migrate: {
    ran_one: '{{target}} 已执行 {{count}} 个迁移：',
    ran_other: '{{target}} 已执行 {{count}} 个迁移：',
    upToDate: '{{target}} 已是最新结构，没有需要执行的迁移',
  },
};
