import { GaugeChart, PieChart } from 'echarts/charts';
import { use } from 'echarts/core';

// Pie and gauge charts, kept out of the chart module every page loads (the dashboard draws neither).
// Importing this module registers them.
use([PieChart, GaugeChart]);
