//! The evaluation's values of an empty point, by the combination of patterns its four
//! lines would make (see `pattern::combination`): to the side to move, and to the side
//! waiting. Written by `pearls tune`; do not edit by hand.
//!
//! Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.
//!
//! The side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).
//!
//! Fitted by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 131446 positions of 4535 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 246128 positions of 8708 games.
//!
//! Expanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.
//!
//! Fitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 79112 positions of 3240 games.
//!
//! Fitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 113004 positions of 4510 games.

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nFitted by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 131446 positions of 4535 games.\nFitted, with the table of threat pairs, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 246128 positions of 8708 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 79112 positions of 3240 games.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 113004 positions of 4510 games.";

#[rustfmt::skip]
pub static VALUES: Table = [
    [2612, 2200], // F5 F5 F5 F5
    [2280, 1920], // F5 F5 F5 F4
    [2196, 1850], // F5 F5 F5 B4
    [2185, 1840], // F5 F5 F5 F3S
    [2185, 1840], // F5 F5 F5 F3
    [2154, 1814], // F5 F5 F5 B3
    [2152, 1812], // F5 F5 F5 F2B
    [2152, 1812], // F5 F5 F5 F2A
    [2152, 1812], // F5 F5 F5 F2
    [2142, 1804], // F5 F5 F5 B2
    [2140, 1803], // F5 F5 F5 F1
    [2138, 1801], // F5 F5 F5 B1
    [2138, 1800], // F5 F5 F5 Overline
    [2138, 1800], // F5 F5 F5 Dead
    [1948, 1640], // F5 F5 F4 F4
    [1864, 1570], // F5 F5 F4 B4
    [1852, 1560], // F5 F5 F4 F3S
    [1852, 1560], // F5 F5 F4 F3
    [1821, 1534], // F5 F5 F4 B3
    [1819, 1532], // F5 F5 F4 F2B
    [1819, 1532], // F5 F5 F4 F2A
    [1819, 1532], // F5 F5 F4 F2
    [1810, 1524], // F5 F5 F4 B2
    [1808, 1523], // F5 F5 F4 F1
    [1806, 1521], // F5 F5 F4 B1
    [1805, 1520], // F5 F5 F4 Overline
    [1805, 1520], // F5 F5 F4 Dead
    [1781, 1500], // F5 F5 B4 B4
    [1769, 1490], // F5 F5 B4 F3S
    [1769, 1490], // F5 F5 B4 F3
    [1738, 1464], // F5 F5 B4 B3
    [1736, 1462], // F5 F5 B4 F2B
    [1736, 1462], // F5 F5 B4 F2A
    [1736, 1462], // F5 F5 B4 F2
    [1726, 1454], // F5 F5 B4 B2
    [1725, 1453], // F5 F5 B4 F1
    [1722, 1451], // F5 F5 B4 B1
    [1722, 1450], // F5 F5 B4 Overline
    [1722, 1450], // F5 F5 B4 Dead
    [1758, 1480], // F5 F5 F3S F3S
    [1758, 1480], // F5 F5 F3S F3
    [1726, 1454], // F5 F5 F3S B3
    [1724, 1452], // F5 F5 F3S F2B
    [1724, 1452], // F5 F5 F3S F2A
    [1724, 1452], // F5 F5 F3S F2
    [1715, 1444], // F5 F5 F3S B2
    [1713, 1443], // F5 F5 F3S F1
    [1711, 1441], // F5 F5 F3S B1
    [1710, 1440], // F5 F5 F3S Overline
    [1710, 1440], // F5 F5 F3S Dead
    [1758, 1480], // F5 F5 F3 F3
    [1726, 1454], // F5 F5 F3 B3
    [1724, 1452], // F5 F5 F3 F2B
    [1724, 1452], // F5 F5 F3 F2A
    [1724, 1452], // F5 F5 F3 F2
    [1715, 1444], // F5 F5 F3 B2
    [1713, 1443], // F5 F5 F3 F1
    [1711, 1441], // F5 F5 F3 B1
    [1710, 1440], // F5 F5 F3 Overline
    [1710, 1440], // F5 F5 F3 Dead
    [1696, 1428], // F5 F5 B3 B3
    [1693, 1426], // F5 F5 B3 F2B
    [1693, 1426], // F5 F5 B3 F2A
    [1693, 1426], // F5 F5 B3 F2
    [1684, 1418], // F5 F5 B3 B2
    [1682, 1417], // F5 F5 B3 F1
    [1680, 1415], // F5 F5 B3 B1
    [1679, 1414], // F5 F5 B3 Overline
    [1679, 1414], // F5 F5 B3 Dead
    [1691, 1424], // F5 F5 F2B F2B
    [1691, 1424], // F5 F5 F2B F2A
    [1691, 1424], // F5 F5 F2B F2
    [1682, 1416], // F5 F5 F2B B2
    [1680, 1415], // F5 F5 F2B F1
    [1678, 1413], // F5 F5 F2B B1
    [1677, 1412], // F5 F5 F2B Overline
    [1677, 1412], // F5 F5 F2B Dead
    [1691, 1424], // F5 F5 F2A F2A
    [1691, 1424], // F5 F5 F2A F2
    [1682, 1416], // F5 F5 F2A B2
    [1680, 1415], // F5 F5 F2A F1
    [1678, 1413], // F5 F5 F2A B1
    [1677, 1412], // F5 F5 F2A Overline
    [1677, 1412], // F5 F5 F2A Dead
    [1691, 1424], // F5 F5 F2 F2
    [1682, 1416], // F5 F5 F2 B2
    [1680, 1415], // F5 F5 F2 F1
    [1678, 1413], // F5 F5 F2 B1
    [1677, 1412], // F5 F5 F2 Overline
    [1677, 1412], // F5 F5 F2 Dead
    [1672, 1408], // F5 F5 B2 B2
    [1670, 1407], // F5 F5 B2 F1
    [1668, 1405], // F5 F5 B2 B1
    [1667, 1404], // F5 F5 B2 Overline
    [1667, 1404], // F5 F5 B2 Dead
    [1669, 1406], // F5 F5 F1 F1
    [1667, 1404], // F5 F5 F1 B1
    [1666, 1403], // F5 F5 F1 Overline
    [1666, 1403], // F5 F5 F1 Dead
    [1664, 1402], // F5 F5 B1 B1
    [1664, 1401], // F5 F5 B1 Overline
    [1664, 1401], // F5 F5 B1 Dead
    [1662, 1400], // F5 F5 Overline Overline
    [1662, 1400], // F5 F5 Overline Dead
    [1662, 1400], // F5 F5 Dead Dead
    [1615, 1360], // F5 F4 F4 F4
    [1532, 1290], // F5 F4 F4 B4
    [1520, 1280], // F5 F4 F4 F3S
    [1520, 1280], // F5 F4 F4 F3
    [1489, 1254], // F5 F4 F4 B3
    [1487, 1252], // F5 F4 F4 F2B
    [1487, 1252], // F5 F4 F4 F2A
    [1487, 1252], // F5 F4 F4 F2
    [1477, 1244], // F5 F4 F4 B2
    [1476, 1243], // F5 F4 F4 F1
    [1474, 1241], // F5 F4 F4 B1
    [1472, 1240], // F5 F4 F4 Overline
    [1472, 1240], // F5 F4 F4 Dead
    [1449, 1220], // F5 F4 B4 B4
    [1436, 1210], // F5 F4 B4 F3S
    [1436, 1210], // F5 F4 B4 F3
    [1406, 1184], // F5 F4 B4 B3
    [1403, 1182], // F5 F4 B4 F2B
    [1403, 1182], // F5 F4 B4 F2A
    [1403, 1182], // F5 F4 B4 F2
    [1394, 1174], // F5 F4 B4 B2
    [1393, 1173], // F5 F4 B4 F1
    [1390, 1171], // F5 F4 B4 B1
    [1389, 1170], // F5 F4 B4 Overline
    [1389, 1170], // F5 F4 B4 Dead
    [1425, 1200], // F5 F4 F3S F3S
    [1425, 1200], // F5 F4 F3S F3
    [1394, 1174], // F5 F4 F3S B3
    [1392, 1172], // F5 F4 F3S F2B
    [1392, 1172], // F5 F4 F3S F2A
    [1392, 1172], // F5 F4 F3S F2
    [1382, 1164], // F5 F4 F3S B2
    [1380, 1163], // F5 F4 F3S F1
    [1378, 1161], // F5 F4 F3S B1
    [1378, 1160], // F5 F4 F3S Overline
    [1378, 1160], // F5 F4 F3S Dead
    [1425, 1200], // F5 F4 F3 F3
    [1394, 1174], // F5 F4 F3 B3
    [1392, 1172], // F5 F4 F3 F2B
    [1392, 1172], // F5 F4 F3 F2A
    [1392, 1172], // F5 F4 F3 F2
    [1382, 1164], // F5 F4 F3 B2
    [1380, 1163], // F5 F4 F3 F1
    [1378, 1161], // F5 F4 F3 B1
    [1378, 1160], // F5 F4 F3 Overline
    [1378, 1160], // F5 F4 F3 Dead
    [1363, 1148], // F5 F4 B3 B3
    [1360, 1146], // F5 F4 B3 F2B
    [1360, 1146], // F5 F4 B3 F2A
    [1360, 1146], // F5 F4 B3 F2
    [1351, 1138], // F5 F4 B3 B2
    [1350, 1137], // F5 F4 B3 F1
    [1347, 1135], // F5 F4 B3 B1
    [1346, 1134], // F5 F4 B3 Overline
    [1346, 1134], // F5 F4 B3 Dead
    [1358, 1144], // F5 F4 F2B F2B
    [1358, 1144], // F5 F4 F2B F2A
    [1358, 1144], // F5 F4 F2B F2
    [1349, 1136], // F5 F4 F2B B2
    [1347, 1135], // F5 F4 F2B F1
    [1345, 1133], // F5 F4 F2B B1
    [1344, 1132], // F5 F4 F2B Overline
    [1344, 1132], // F5 F4 F2B Dead
    [1358, 1144], // F5 F4 F2A F2A
    [1358, 1144], // F5 F4 F2A F2
    [1349, 1136], // F5 F4 F2A B2
    [1347, 1135], // F5 F4 F2A F1
    [1345, 1133], // F5 F4 F2A B1
    [1344, 1132], // F5 F4 F2A Overline
    [1344, 1132], // F5 F4 F2A Dead
    [1358, 1144], // F5 F4 F2 F2
    [1349, 1136], // F5 F4 F2 B2
    [1347, 1135], // F5 F4 F2 F1
    [1345, 1133], // F5 F4 F2 B1
    [1344, 1132], // F5 F4 F2 Overline
    [1344, 1132], // F5 F4 F2 Dead
    [1340, 1128], // F5 F4 B2 B2
    [1338, 1127], // F5 F4 B2 F1
    [1336, 1125], // F5 F4 B2 B1
    [1335, 1124], // F5 F4 B2 Overline
    [1335, 1124], // F5 F4 B2 Dead
    [1337, 1126], // F5 F4 F1 F1
    [1335, 1124], // F5 F4 F1 B1
    [1333, 1123], // F5 F4 F1 Overline
    [1333, 1123], // F5 F4 F1 Dead
    [1332, 1122], // F5 F4 B1 B1
    [1331, 1121], // F5 F4 B1 Overline
    [1331, 1121], // F5 F4 B1 Dead
    [1330, 1120], // F5 F4 Overline Overline
    [1330, 1120], // F5 F4 Overline Dead
    [1330, 1120], // F5 F4 Dead Dead
    [1365, 1150], // F5 B4 B4 B4
    [1354, 1140], // F5 B4 B4 F3S
    [1354, 1140], // F5 B4 B4 F3
    [1322, 1114], // F5 B4 B4 B3
    [1320, 1112], // F5 B4 B4 F2B
    [1320, 1112], // F5 B4 B4 F2A
    [1320, 1112], // F5 B4 B4 F2
    [1311, 1104], // F5 B4 B4 B2
    [1309, 1103], // F5 B4 B4 F1
    [1307, 1101], // F5 B4 B4 B1
    [1306, 1100], // F5 B4 B4 Overline
    [1306, 1100], // F5 B4 B4 Dead
    [1342, 1130], // F5 B4 F3S F3S
    [1342, 1130], // F5 B4 F3S F3
    [1311, 1104], // F5 B4 F3S B3
    [1308, 1102], // F5 B4 F3S F2B
    [1308, 1102], // F5 B4 F3S F2A
    [1308, 1102], // F5 B4 F3S F2
    [1299, 1094], // F5 B4 F3S B2
    [1298, 1093], // F5 B4 F3S F1
    [1295, 1091], // F5 B4 F3S B1
    [1294, 1090], // F5 B4 F3S Overline
    [1294, 1090], // F5 B4 F3S Dead
    [1342, 1130], // F5 B4 F3 F3
    [1311, 1104], // F5 B4 F3 B3
    [1308, 1102], // F5 B4 F3 F2B
    [1308, 1102], // F5 B4 F3 F2A
    [1308, 1102], // F5 B4 F3 F2
    [1299, 1094], // F5 B4 F3 B2
    [1298, 1093], // F5 B4 F3 F1
    [1295, 1091], // F5 B4 F3 B1
    [1294, 1090], // F5 B4 F3 Overline
    [1294, 1090], // F5 B4 F3 Dead
    [1280, 1078], // F5 B4 B3 B3
    [1278, 1076], // F5 B4 B3 F2B
    [1278, 1076], // F5 B4 B3 F2A
    [1278, 1076], // F5 B4 B3 F2
    [1268, 1068], // F5 B4 B3 B2
    [1266, 1067], // F5 B4 B3 F1
    [1264, 1065], // F5 B4 B3 B1
    [1264, 1064], // F5 B4 B3 Overline
    [1264, 1064], // F5 B4 B3 Dead
    [1275, 1074], // F5 B4 F2B F2B
    [1275, 1074], // F5 B4 F2B F2A
    [1275, 1074], // F5 B4 F2B F2
    [1266, 1066], // F5 B4 F2B B2
    [1264, 1065], // F5 B4 F2B F1
    [1262, 1063], // F5 B4 F2B B1
    [1261, 1062], // F5 B4 F2B Overline
    [1261, 1062], // F5 B4 F2B Dead
    [1275, 1074], // F5 B4 F2A F2A
    [1275, 1074], // F5 B4 F2A F2
    [1266, 1066], // F5 B4 F2A B2
    [1264, 1065], // F5 B4 F2A F1
    [1262, 1063], // F5 B4 F2A B1
    [1261, 1062], // F5 B4 F2A Overline
    [1261, 1062], // F5 B4 F2A Dead
    [1275, 1074], // F5 B4 F2 F2
    [1266, 1066], // F5 B4 F2 B2
    [1264, 1065], // F5 B4 F2 F1
    [1262, 1063], // F5 B4 F2 B1
    [1261, 1062], // F5 B4 F2 Overline
    [1261, 1062], // F5 B4 F2 Dead
    [1256, 1058], // F5 B4 B2 B2
    [1255, 1057], // F5 B4 B2 F1
    [1252, 1055], // F5 B4 B2 B1
    [1251, 1054], // F5 B4 B2 Overline
    [1251, 1054], // F5 B4 B2 Dead
    [1254, 1056], // F5 B4 F1 F1
    [1251, 1054], // F5 B4 F1 B1
    [1250, 1053], // F5 B4 F1 Overline
    [1250, 1053], // F5 B4 F1 Dead
    [1249, 1052], // F5 B4 B1 B1
    [1248, 1051], // F5 B4 B1 Overline
    [1248, 1051], // F5 B4 B1 Dead
    [1246, 1050], // F5 B4 Overline Overline
    [1246, 1050], // F5 B4 Overline Dead
    [1246, 1050], // F5 B4 Dead Dead
    [1330, 1120], // F5 F3S F3S F3S
    [1330, 1120], // F5 F3S F3S F3
    [1299, 1094], // F5 F3S F3S B3
    [1297, 1092], // F5 F3S F3S F2B
    [1297, 1092], // F5 F3S F3S F2A
    [1297, 1092], // F5 F3S F3S F2
    [1287, 1084], // F5 F3S F3S B2
    [1286, 1083], // F5 F3S F3S F1
    [1284, 1081], // F5 F3S F3S B1
    [1282, 1080], // F5 F3S F3S Overline
    [1282, 1080], // F5 F3S F3S Dead
    [1330, 1120], // F5 F3S F3 F3
    [1299, 1094], // F5 F3S F3 B3
    [1297, 1092], // F5 F3S F3 F2B
    [1297, 1092], // F5 F3S F3 F2A
    [1297, 1092], // F5 F3S F3 F2
    [1287, 1084], // F5 F3S F3 B2
    [1286, 1083], // F5 F3S F3 F1
    [1284, 1081], // F5 F3S F3 B1
    [1282, 1080], // F5 F3S F3 Overline
    [1282, 1080], // F5 F3S F3 Dead
    [1268, 1068], // F5 F3S B3 B3
    [1266, 1066], // F5 F3S B3 F2B
    [1266, 1066], // F5 F3S B3 F2A
    [1266, 1066], // F5 F3S B3 F2
    [1256, 1058], // F5 F3S B3 B2
    [1255, 1057], // F5 F3S B3 F1
    [1252, 1055], // F5 F3S B3 B1
    [1251, 1054], // F5 F3S B3 Overline
    [1251, 1054], // F5 F3S B3 Dead
    [1264, 1064], // F5 F3S F2B F2B
    [1264, 1064], // F5 F3S F2B F2A
    [1264, 1064], // F5 F3S F2B F2
    [1254, 1056], // F5 F3S F2B B2
    [1252, 1055], // F5 F3S F2B F1
    [1250, 1053], // F5 F3S F2B B1
    [1249, 1052], // F5 F3S F2B Overline
    [1249, 1052], // F5 F3S F2B Dead
    [1264, 1064], // F5 F3S F2A F2A
    [1264, 1064], // F5 F3S F2A F2
    [1254, 1056], // F5 F3S F2A B2
    [1252, 1055], // F5 F3S F2A F1
    [1250, 1053], // F5 F3S F2A B1
    [1249, 1052], // F5 F3S F2A Overline
    [1249, 1052], // F5 F3S F2A Dead
    [1264, 1064], // F5 F3S F2 F2
    [1254, 1056], // F5 F3S F2 B2
    [1252, 1055], // F5 F3S F2 F1
    [1250, 1053], // F5 F3S F2 B1
    [1249, 1052], // F5 F3S F2 Overline
    [1249, 1052], // F5 F3S F2 Dead
    [1244, 1048], // F5 F3S B2 B2
    [1243, 1047], // F5 F3S B2 F1
    [1241, 1045], // F5 F3S B2 B1
    [1240, 1044], // F5 F3S B2 Overline
    [1240, 1044], // F5 F3S B2 Dead
    [1242, 1046], // F5 F3S F1 F1
    [1240, 1044], // F5 F3S F1 B1
    [1238, 1043], // F5 F3S F1 Overline
    [1238, 1043], // F5 F3S F1 Dead
    [1237, 1042], // F5 F3S B1 B1
    [1236, 1041], // F5 F3S B1 Overline
    [1236, 1041], // F5 F3S B1 Dead
    [1235, 1040], // F5 F3S Overline Overline
    [1235, 1040], // F5 F3S Overline Dead
    [1235, 1040], // F5 F3S Dead Dead
    [1330, 1120], // F5 F3 F3 F3
    [1299, 1094], // F5 F3 F3 B3
    [1297, 1092], // F5 F3 F3 F2B
    [1297, 1092], // F5 F3 F3 F2A
    [1297, 1092], // F5 F3 F3 F2
    [1287, 1084], // F5 F3 F3 B2
    [1286, 1083], // F5 F3 F3 F1
    [1284, 1081], // F5 F3 F3 B1
    [1282, 1080], // F5 F3 F3 Overline
    [1282, 1080], // F5 F3 F3 Dead
    [1268, 1068], // F5 F3 B3 B3
    [1266, 1066], // F5 F3 B3 F2B
    [1266, 1066], // F5 F3 B3 F2A
    [1266, 1066], // F5 F3 B3 F2
    [1256, 1058], // F5 F3 B3 B2
    [1255, 1057], // F5 F3 B3 F1
    [1252, 1055], // F5 F3 B3 B1
    [1251, 1054], // F5 F3 B3 Overline
    [1251, 1054], // F5 F3 B3 Dead
    [1264, 1064], // F5 F3 F2B F2B
    [1264, 1064], // F5 F3 F2B F2A
    [1264, 1064], // F5 F3 F2B F2
    [1254, 1056], // F5 F3 F2B B2
    [1252, 1055], // F5 F3 F2B F1
    [1250, 1053], // F5 F3 F2B B1
    [1249, 1052], // F5 F3 F2B Overline
    [1249, 1052], // F5 F3 F2B Dead
    [1264, 1064], // F5 F3 F2A F2A
    [1264, 1064], // F5 F3 F2A F2
    [1254, 1056], // F5 F3 F2A B2
    [1252, 1055], // F5 F3 F2A F1
    [1250, 1053], // F5 F3 F2A B1
    [1249, 1052], // F5 F3 F2A Overline
    [1249, 1052], // F5 F3 F2A Dead
    [1264, 1064], // F5 F3 F2 F2
    [1254, 1056], // F5 F3 F2 B2
    [1252, 1055], // F5 F3 F2 F1
    [1250, 1053], // F5 F3 F2 B1
    [1249, 1052], // F5 F3 F2 Overline
    [1249, 1052], // F5 F3 F2 Dead
    [1244, 1048], // F5 F3 B2 B2
    [1243, 1047], // F5 F3 B2 F1
    [1241, 1045], // F5 F3 B2 B1
    [1240, 1044], // F5 F3 B2 Overline
    [1240, 1044], // F5 F3 B2 Dead
    [1242, 1046], // F5 F3 F1 F1
    [1240, 1044], // F5 F3 F1 B1
    [1238, 1043], // F5 F3 F1 Overline
    [1238, 1043], // F5 F3 F1 Dead
    [1237, 1042], // F5 F3 B1 B1
    [1236, 1041], // F5 F3 B1 Overline
    [1236, 1041], // F5 F3 B1 Dead
    [1235, 1040], // F5 F3 Overline Overline
    [1235, 1040], // F5 F3 Overline Dead
    [1235, 1040], // F5 F3 Dead Dead
    [1237, 1042], // F5 B3 B3 B3
    [1235, 1040], // F5 B3 B3 F2B
    [1235, 1040], // F5 B3 B3 F2A
    [1235, 1040], // F5 B3 B3 F2
    [1226, 1032], // F5 B3 B3 B2
    [1224, 1031], // F5 B3 B3 F1
    [1222, 1029], // F5 B3 B3 B1
    [1221, 1028], // F5 B3 B3 Overline
    [1221, 1028], // F5 B3 B3 Dead
    [1232, 1038], // F5 B3 F2B F2B
    [1232, 1038], // F5 B3 F2B F2A
    [1232, 1038], // F5 B3 F2B F2
    [1223, 1030], // F5 B3 F2B B2
    [1222, 1029], // F5 B3 F2B F1
    [1219, 1027], // F5 B3 F2B B1
    [1218, 1026], // F5 B3 F2B Overline
    [1218, 1026], // F5 B3 F2B Dead
    [1232, 1038], // F5 B3 F2A F2A
    [1232, 1038], // F5 B3 F2A F2
    [1223, 1030], // F5 B3 F2A B2
    [1222, 1029], // F5 B3 F2A F1
    [1219, 1027], // F5 B3 F2A B1
    [1218, 1026], // F5 B3 F2A Overline
    [1218, 1026], // F5 B3 F2A Dead
    [1232, 1038], // F5 B3 F2 F2
    [1223, 1030], // F5 B3 F2 B2
    [1222, 1029], // F5 B3 F2 F1
    [1219, 1027], // F5 B3 F2 B1
    [1218, 1026], // F5 B3 F2 Overline
    [1218, 1026], // F5 B3 F2 Dead
    [1213, 1022], // F5 B3 B2 B2
    [1212, 1021], // F5 B3 B2 F1
    [1210, 1019], // F5 B3 B2 B1
    [1208, 1018], // F5 B3 B2 Overline
    [1208, 1018], // F5 B3 B2 Dead
    [1211, 1020], // F5 B3 F1 F1
    [1208, 1018], // F5 B3 F1 B1
    [1208, 1017], // F5 B3 F1 Overline
    [1208, 1017], // F5 B3 F1 Dead
    [1206, 1016], // F5 B3 B1 B1
    [1205, 1015], // F5 B3 B1 Overline
    [1205, 1015], // F5 B3 B1 Dead
    [1204, 1014], // F5 B3 Overline Overline
    [1204, 1014], // F5 B3 Overline Dead
    [1204, 1014], // F5 B3 Dead Dead
    [1230, 1036], // F5 F2B F2B F2B
    [1230, 1036], // F5 F2B F2B F2A
    [1230, 1036], // F5 F2B F2B F2
    [1221, 1028], // F5 F2B F2B B2
    [1219, 1027], // F5 F2B F2B F1
    [1217, 1025], // F5 F2B F2B B1
    [1216, 1024], // F5 F2B F2B Overline
    [1216, 1024], // F5 F2B F2B Dead
    [1230, 1036], // F5 F2B F2A F2A
    [1230, 1036], // F5 F2B F2A F2
    [1221, 1028], // F5 F2B F2A B2
    [1219, 1027], // F5 F2B F2A F1
    [1217, 1025], // F5 F2B F2A B1
    [1216, 1024], // F5 F2B F2A Overline
    [1216, 1024], // F5 F2B F2A Dead
    [1230, 1036], // F5 F2B F2 F2
    [1221, 1028], // F5 F2B F2 B2
    [1219, 1027], // F5 F2B F2 F1
    [1217, 1025], // F5 F2B F2 B1
    [1216, 1024], // F5 F2B F2 Overline
    [1216, 1024], // F5 F2B F2 Dead
    [1211, 1020], // F5 F2B B2 B2
    [1210, 1019], // F5 F2B B2 F1
    [1208, 1017], // F5 F2B B2 B1
    [1206, 1016], // F5 F2B B2 Overline
    [1206, 1016], // F5 F2B B2 Dead
    [1208, 1018], // F5 F2B F1 F1
    [1206, 1016], // F5 F2B F1 B1
    [1205, 1015], // F5 F2B F1 Overline
    [1205, 1015], // F5 F2B F1 Dead
    [1204, 1014], // F5 F2B B1 B1
    [1203, 1013], // F5 F2B B1 Overline
    [1203, 1013], // F5 F2B B1 Dead
    [1202, 1012], // F5 F2B Overline Overline
    [1202, 1012], // F5 F2B Overline Dead
    [1202, 1012], // F5 F2B Dead Dead
    [1230, 1036], // F5 F2A F2A F2A
    [1230, 1036], // F5 F2A F2A F2
    [1221, 1028], // F5 F2A F2A B2
    [1219, 1027], // F5 F2A F2A F1
    [1217, 1025], // F5 F2A F2A B1
    [1216, 1024], // F5 F2A F2A Overline
    [1216, 1024], // F5 F2A F2A Dead
    [1230, 1036], // F5 F2A F2 F2
    [1221, 1028], // F5 F2A F2 B2
    [1219, 1027], // F5 F2A F2 F1
    [1217, 1025], // F5 F2A F2 B1
    [1216, 1024], // F5 F2A F2 Overline
    [1216, 1024], // F5 F2A F2 Dead
    [1211, 1020], // F5 F2A B2 B2
    [1210, 1019], // F5 F2A B2 F1
    [1208, 1017], // F5 F2A B2 B1
    [1206, 1016], // F5 F2A B2 Overline
    [1206, 1016], // F5 F2A B2 Dead
    [1208, 1018], // F5 F2A F1 F1
    [1206, 1016], // F5 F2A F1 B1
    [1205, 1015], // F5 F2A F1 Overline
    [1205, 1015], // F5 F2A F1 Dead
    [1204, 1014], // F5 F2A B1 B1
    [1203, 1013], // F5 F2A B1 Overline
    [1203, 1013], // F5 F2A B1 Dead
    [1202, 1012], // F5 F2A Overline Overline
    [1202, 1012], // F5 F2A Overline Dead
    [1202, 1012], // F5 F2A Dead Dead
    [1230, 1036], // F5 F2 F2 F2
    [1221, 1028], // F5 F2 F2 B2
    [1219, 1027], // F5 F2 F2 F1
    [1217, 1025], // F5 F2 F2 B1
    [1216, 1024], // F5 F2 F2 Overline
    [1216, 1024], // F5 F2 F2 Dead
    [1211, 1020], // F5 F2 B2 B2
    [1210, 1019], // F5 F2 B2 F1
    [1208, 1017], // F5 F2 B2 B1
    [1206, 1016], // F5 F2 B2 Overline
    [1206, 1016], // F5 F2 B2 Dead
    [1208, 1018], // F5 F2 F1 F1
    [1206, 1016], // F5 F2 F1 B1
    [1205, 1015], // F5 F2 F1 Overline
    [1205, 1015], // F5 F2 F1 Dead
    [1204, 1014], // F5 F2 B1 B1
    [1203, 1013], // F5 F2 B1 Overline
    [1203, 1013], // F5 F2 B1 Dead
    [1202, 1012], // F5 F2 Overline Overline
    [1202, 1012], // F5 F2 Overline Dead
    [1202, 1012], // F5 F2 Dead Dead
    [1202, 1012], // F5 B2 B2 B2
    [1200, 1011], // F5 B2 B2 F1
    [1198, 1009], // F5 B2 B2 B1
    [1197, 1008], // F5 B2 B2 Overline
    [1197, 1008], // F5 B2 B2 Dead
    [1199, 1010], // F5 B2 F1 F1
    [1197, 1008], // F5 B2 F1 B1
    [1195, 1007], // F5 B2 F1 Overline
    [1195, 1007], // F5 B2 F1 Dead
    [1194, 1006], // F5 B2 B1 B1
    [1193, 1005], // F5 B2 B1 Overline
    [1193, 1005], // F5 B2 B1 Dead
    [1192, 1004], // F5 B2 Overline Overline
    [1192, 1004], // F5 B2 Overline Dead
    [1192, 1004], // F5 B2 Dead Dead
    [1198, 1009], // F5 F1 F1 F1
    [1195, 1007], // F5 F1 F1 B1
    [1194, 1006], // F5 F1 F1 Overline
    [1194, 1006], // F5 F1 F1 Dead
    [1193, 1005], // F5 F1 B1 B1
    [1192, 1004], // F5 F1 B1 Overline
    [1192, 1004], // F5 F1 B1 Dead
    [1190, 1003], // F5 F1 Overline Overline
    [1190, 1003], // F5 F1 Overline Dead
    [1190, 1003], // F5 F1 Dead Dead
    [1190, 1003], // F5 B1 B1 B1
    [1190, 1002], // F5 B1 B1 Overline
    [1190, 1002], // F5 B1 B1 Dead
    [1188, 1001], // F5 B1 Overline Overline
    [1188, 1001], // F5 B1 Overline Dead
    [1188, 1001], // F5 B1 Dead Dead
    [1188, 1000], // F5 Overline Overline Overline
    [1188, 1000], // F5 Overline Overline Dead
    [1188, 1000], // F5 Overline Dead Dead
    [1188, 1000], // F5 Dead Dead Dead
    [926, 780], // F4 F4 F4 F4
    [843, 710], // F4 F4 F4 B4
    [831, 700], // F4 F4 F4 F3S
    [831, 700], // F4 F4 F4 F3
    [800, 674], // F4 F4 F4 B3
    [798, 672], // F4 F4 F4 F2B
    [798, 672], // F4 F4 F4 F2A
    [798, 672], // F4 F4 F4 F2
    [788, 664], // F4 F4 F4 B2
    [787, 663], // F4 F4 F4 F1
    [785, 661], // F4 F4 F4 B1
    [784, 660], // F4 F4 F4 Overline
    [784, 660], // F4 F4 F4 Dead
    [760, 640], // F4 F4 B4 B4
    [748, 630], // F4 F4 B4 F3S
    [748, 630], // F4 F4 B4 F3
    [717, 604], // F4 F4 B4 B3
    [714, 602], // F4 F4 B4 F2B
    [714, 602], // F4 F4 B4 F2A
    [714, 602], // F4 F4 B4 F2
    [705, 594], // F4 F4 B4 B2
    [704, 593], // F4 F4 B4 F1
    [701, 591], // F4 F4 B4 B1
    [700, 590], // F4 F4 B4 Overline
    [700, 590], // F4 F4 B4 Dead
    [736, 620], // F4 F4 F3S F3S
    [736, 620], // F4 F4 F3S F3
    [705, 594], // F4 F4 F3S B3
    [703, 592], // F4 F4 F3S F2B
    [703, 592], // F4 F4 F3S F2A
    [703, 592], // F4 F4 F3S F2
    [694, 584], // F4 F4 F3S B2
    [692, 583], // F4 F4 F3S F1
    [690, 581], // F4 F4 F3S B1
    [689, 580], // F4 F4 F3S Overline
    [689, 580], // F4 F4 F3S Dead
    [736, 620], // F4 F4 F3 F3
    [705, 594], // F4 F4 F3 B3
    [703, 592], // F4 F4 F3 F2B
    [703, 592], // F4 F4 F3 F2A
    [703, 592], // F4 F4 F3 F2
    [694, 584], // F4 F4 F3 B2
    [692, 583], // F4 F4 F3 F1
    [690, 581], // F4 F4 F3 B1
    [689, 580], // F4 F4 F3 Overline
    [689, 580], // F4 F4 F3 Dead
    [674, 568], // F4 F4 B3 B3
    [672, 566], // F4 F4 B3 F2B
    [672, 566], // F4 F4 B3 F2A
    [672, 566], // F4 F4 B3 F2
    [662, 558], // F4 F4 B3 B2
    [661, 557], // F4 F4 B3 F1
    [658, 555], // F4 F4 B3 B1
    [658, 554], // F4 F4 B3 Overline
    [658, 554], // F4 F4 B3 Dead
    [670, 564], // F4 F4 F2B F2B
    [670, 564], // F4 F4 F2B F2A
    [670, 564], // F4 F4 F2B F2
    [660, 556], // F4 F4 F2B B2
    [658, 555], // F4 F4 F2B F1
    [656, 553], // F4 F4 F2B B1
    [656, 552], // F4 F4 F2B Overline
    [656, 552], // F4 F4 F2B Dead
    [670, 564], // F4 F4 F2A F2A
    [670, 564], // F4 F4 F2A F2
    [660, 556], // F4 F4 F2A B2
    [658, 555], // F4 F4 F2A F1
    [656, 553], // F4 F4 F2A B1
    [656, 552], // F4 F4 F2A Overline
    [656, 552], // F4 F4 F2A Dead
    [670, 564], // F4 F4 F2 F2
    [660, 556], // F4 F4 F2 B2
    [658, 555], // F4 F4 F2 F1
    [656, 553], // F4 F4 F2 B1
    [656, 552], // F4 F4 F2 Overline
    [656, 552], // F4 F4 F2 Dead
    [651, 548], // F4 F4 B2 B2
    [649, 545], // F4 F4 B2 F1
    [647, 545], // F4 F4 B2 B1
    [646, 544], // F4 F4 B2 Overline
    [646, 544], // F4 F4 B2 Dead
    [648, 546], // F4 F4 F1 F1
    [646, 544], // F4 F4 F1 B1
    [644, 543], // F4 F4 F1 Overline
    [644, 543], // F4 F4 F1 Dead
    [643, 542], // F4 F4 B1 B1
    [642, 541], // F4 F4 B1 Overline
    [642, 541], // F4 F4 B1 Dead
    [641, 540], // F4 F4 Overline Overline
    [641, 540], // F4 F4 Overline Dead
    [641, 540], // F4 F4 Dead Dead
    [676, 570], // F4 B4 B4 B4
    [665, 560], // F4 B4 B4 F3S
    [665, 560], // F4 B4 B4 F3
    [634, 534], // F4 B4 B4 B3
    [632, 532], // F4 B4 B4 F2B
    [632, 532], // F4 B4 B4 F2A
    [632, 532], // F4 B4 B4 F2
    [622, 524], // F4 B4 B4 B2
    [620, 523], // F4 B4 B4 F1
    [618, 521], // F4 B4 B4 B1
    [618, 520], // F4 B4 B4 Overline
    [618, 520], // F4 B4 B4 Dead
    [653, 550], // F4 B4 F3S F3S
    [653, 550], // F4 B4 F3S F3
    [622, 524], // F4 B4 F3S B3
    [620, 522], // F4 B4 F3S F2B
    [620, 522], // F4 B4 F3S F2A
    [620, 522], // F4 B4 F3S F2
    [610, 514], // F4 B4 F3S B2
    [609, 513], // F4 B4 F3S F1
    [606, 511], // F4 B4 F3S B1
    [605, 510], // F4 B4 F3S Overline
    [605, 510], // F4 B4 F3S Dead
    [653, 550], // F4 B4 F3 F3
    [622, 524], // F4 B4 F3 B3
    [620, 522], // F4 B4 F3 F2B
    [620, 522], // F4 B4 F3 F2A
    [620, 522], // F4 B4 F3 F2
    [610, 514], // F4 B4 F3 B2
    [609, 513], // F4 B4 F3 F1
    [606, 511], // F4 B4 F3 B1
    [605, 510], // F4 B4 F3 Overline
    [605, 510], // F4 B4 F3 Dead
    [591, 498], // F4 B4 B3 B3
    [589, 496], // F4 B4 B3 F2B
    [589, 496], // F4 B4 B3 F2A
    [589, 496], // F4 B4 B3 F2
    [580, 488], // F4 B4 B3 B2
    [578, 487], // F4 B4 B3 F1
    [576, 485], // F4 B4 B3 B1
    [575, 484], // F4 B4 B3 Overline
    [575, 484], // F4 B4 B3 Dead
    [586, 494], // F4 B4 F2B F2B
    [586, 494], // F4 B4 F2B F2A
    [586, 493], // F4 B4 F2B F2
    [577, 487], // F4 B4 F2B B2
    [576, 485], // F4 B4 F2B F1
    [573, 483], // F4 B4 F2B B1
    [572, 482], // F4 B4 F2B Overline
    [572, 482], // F4 B4 F2B Dead
    [586, 494], // F4 B4 F2A F2A
    [586, 494], // F4 B4 F2A F2
    [577, 486], // F4 B4 F2A B2
    [576, 485], // F4 B4 F2A F1
    [573, 483], // F4 B4 F2A B1
    [572, 482], // F4 B4 F2A Overline
    [572, 482], // F4 B4 F2A Dead
    [586, 494], // F4 B4 F2 F2
    [577, 486], // F4 B4 F2 B2
    [576, 483], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 473], // F4 B4 B2 B2
    [566, 477], // F4 B4 B2 F1
    [564, 477], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 476], // F4 B4 B2 Dead
    [565, 476], // F4 B4 F1 F1
    [562, 467], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 485], // F4 B4 F1 Dead
    [560, 461], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 470], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 455], // F4 B4 Dead Dead
    [641, 540], // F4 F3S F3S F3S
    [641, 540], // F4 F3S F3S F3
    [610, 514], // F4 F3S F3S B3
    [608, 512], // F4 F3S F3S F2B
    [608, 512], // F4 F3S F3S F2A
    [608, 512], // F4 F3S F3S F2
    [598, 504], // F4 F3S F3S B2
    [597, 503], // F4 F3S F3S F1
    [595, 501], // F4 F3S F3S B1
    [594, 500], // F4 F3S F3S Overline
    [594, 500], // F4 F3S F3S Dead
    [641, 540], // F4 F3S F3 F3
    [610, 514], // F4 F3S F3 B3
    [608, 512], // F4 F3S F3 F2B
    [608, 512], // F4 F3S F3 F2A
    [608, 512], // F4 F3S F3 F2
    [598, 504], // F4 F3S F3 B2
    [597, 503], // F4 F3S F3 F1
    [595, 501], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 500], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 486], // F4 F3S B3 F2A
    [577, 486], // F4 F3S B3 F2
    [567, 478], // F4 F3S B3 B2
    [566, 467], // F4 F3S B3 F1
    [564, 489], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 468], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 479], // F4 F3S F2B B2
    [564, 475], // F4 F3S F2B F1
    [562, 473], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 444], // F4 F3S F2A F1
    [562, 476], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 472], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 468], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 472], // F4 F3S F2 Dead
    [556, 468], // F4 F3S B2 B2
    [554, 471], // F4 F3S B2 F1
    [552, 451], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 459], // F4 F3S B2 Dead
    [553, 462], // F4 F3S F1 F1
    [551, 454], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 450], // F4 F3S F1 Dead
    [548, 460], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 453], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 447], // F4 F3S Dead Dead
    [641, 540], // F4 F3 F3 F3
    [610, 514], // F4 F3 F3 B3
    [608, 512], // F4 F3 F3 F2B
    [608, 512], // F4 F3 F3 F2A
    [608, 512], // F4 F3 F3 F2
    [598, 504], // F4 F3 F3 B2
    [597, 503], // F4 F3 F3 F1
    [595, 501], // F4 F3 F3 B1
    [594, 500], // F4 F3 F3 Overline
    [594, 500], // F4 F3 F3 Dead
    [580, 488], // F4 F3 B3 B3
    [577, 486], // F4 F3 B3 F2B
    [577, 488], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 478], // F4 F3 B3 B2
    [566, 477], // F4 F3 B3 F1
    [564, 474], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 474], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 477], // F4 F3 F2B B2
    [564, 475], // F4 F3 F2B F1
    [562, 454], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 455], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 471], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 472], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 471], // F4 F3 F2 F1
    [562, 477], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 470], // F4 F3 F2 Dead
    [556, 467], // F4 F3 B2 B2
    [554, 454], // F4 F3 B2 F1
    [552, 453], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 436], // F4 F3 B2 Dead
    [553, 446], // F4 F3 F1 F1
    [551, 440], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 445], // F4 F3 F1 Dead
    [548, 449], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 436], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 455], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 460], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 455], // F4 B3 B3 F2
    [537, 463], // F4 B3 B3 B2
    [535, 474], // F4 B3 B3 F1
    [533, 448], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 443], // F4 B3 B3 Dead
    [544, 479], // F4 B3 F2B F2B
    [544, 465], // F4 B3 F2B F2A
    [544, 466], // F4 B3 F2B F2
    [534, 482], // F4 B3 F2B B2
    [533, 428], // F4 B3 F2B F1
    [530, 422], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 452], // F4 B3 F2B Dead
    [544, 460], // F4 B3 F2A F2A
    [544, 461], // F4 B3 F2A F2
    [534, 444], // F4 B3 F2A B2
    [533, 443], // F4 B3 F2A F1
    [530, 427], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 440], // F4 B3 F2A Dead
    [544, 460], // F4 B3 F2 F2
    [534, 466], // F4 B3 F2 B2
    [533, 398], // F4 B3 F2 F1
    [530, 462], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 444], // F4 B3 F2 Dead
    [524, 457], // F4 B3 B2 B2
    [524, 380], // F4 B3 B2 F1
    [521, 431], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 425], // F4 B3 B2 Dead
    [522, 382], // F4 B3 F1 F1
    [520, 404], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 387], // F4 B3 F1 Dead
    [518, 361], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 393], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 398], // F4 B3 Dead Dead
    [542, 456], // F4 F2B F2B F2B
    [542, 437], // F4 F2B F2B F2A
    [542, 456], // F4 F2B F2B F2
    [532, 460], // F4 F2B F2B B2
    [530, 375], // F4 F2B F2B F1
    [528, 438], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 444], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 460], // F4 F2B F2A F2
    [532, 426], // F4 F2B F2A B2
    [530, 436], // F4 F2B F2A F1
    [528, 400], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 448], // F4 F2B F2A Dead
    [542, 459], // F4 F2B F2 F2
    [532, 483], // F4 F2B F2 B2
    [530, 344], // F4 F2B F2 F1
    [528, 427], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 451], // F4 F2B F2 Dead
    [522, 443], // F4 F2B B2 B2
    [521, 327], // F4 F2B B2 F1
    [519, 411], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 455], // F4 F2B B2 Dead
    [520, 356], // F4 F2B F1 F1
    [518, 337], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 429], // F4 F2B F1 Dead
    [515, 380], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 402], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 390], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 458], // F4 F2A F2A F2
    [532, 463], // F4 F2A F2A B2
    [530, 460], // F4 F2A F2A F1
    [528, 451], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 444], // F4 F2A F2A Dead
    [542, 451], // F4 F2A F2 F2
    [532, 438], // F4 F2A F2 B2
    [530, 492], // F4 F2A F2 F1
    [528, 465], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 429], // F4 F2A F2 Dead
    [522, 419], // F4 F2A B2 B2
    [521, 441], // F4 F2A B2 F1
    [519, 470], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 427], // F4 F2A B2 Dead
    [520, 340], // F4 F2A F1 F1
    [518, 380], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 422], // F4 F2A F1 Dead
    [515, 376], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 385], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 421], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 442], // F4 F2 F2 B2
    [530, 451], // F4 F2 F2 F1
    [528, 470], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 436], // F4 F2 F2 Dead
    [522, 438], // F4 F2 B2 B2
    [521, 436], // F4 F2 B2 F1
    [519, 481], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 440], // F4 F2 B2 Dead
    [520, 356], // F4 F2 F1 F1
    [518, 350], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 411], // F4 F2 F1 Dead
    [515, 410], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 388], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 402], // F4 F2 Dead Dead
    [513, 425], // F4 B2 B2 B2
    [511, 421], // F4 B2 B2 F1
    [509, 362], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 400], // F4 B2 B2 Dead
    [510, 346], // F4 B2 F1 F1
    [508, 359], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 369], // F4 B2 F1 Dead
    [506, 338], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 305], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 339], // F4 B2 Dead Dead
    [509, 336], // F4 F1 F1 F1
    [506, 342], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 355], // F4 F1 F1 Dead
    [504, 318], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 329], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 351], // F4 F1 Dead Dead
    [502, 342], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 337], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 316], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 311], // F4 Dead Dead Dead
    [594, 500], // B4 B4 B4 B4
    [582, 490], // B4 B4 B4 F3S
    [582, 490], // B4 B4 B4 F3
    [551, 464], // B4 B4 B4 B3
    [548, 462], // B4 B4 B4 F2B
    [548, 462], // B4 B4 B4 F2A
    [548, 462], // B4 B4 B4 F2
    [539, 454], // B4 B4 B4 B2
    [538, 453], // B4 B4 B4 F1
    [535, 451], // B4 B4 B4 B1
    [534, 450], // B4 B4 B4 Overline
    [534, 450], // B4 B4 B4 Dead
    [570, 480], // B4 B4 F3S F3S
    [570, 480], // B4 B4 F3S F3
    [539, 454], // B4 B4 F3S B3
    [537, 452], // B4 B4 F3S F2B
    [537, 452], // B4 B4 F3S F2A
    [537, 452], // B4 B4 F3S F2
    [527, 444], // B4 B4 F3S B2
    [526, 443], // B4 B4 F3S F1
    [524, 441], // B4 B4 F3S B1
    [522, 440], // B4 B4 F3S Overline
    [522, 440], // B4 B4 F3S Dead
    [570, 480], // B4 B4 F3 F3
    [539, 454], // B4 B4 F3 B3
    [537, 452], // B4 B4 F3 F2B
    [537, 452], // B4 B4 F3 F2A
    [537, 452], // B4 B4 F3 F2
    [527, 459], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 423], // B4 B4 B3 B3
    [506, 430], // B4 B4 B3 F2B
    [506, 424], // B4 B4 B3 F2A
    [506, 427], // B4 B4 B3 F2
    [496, 382], // B4 B4 B3 B2
    [495, 405], // B4 B4 B3 F1
    [492, 416], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 409], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 424], // B4 B4 F2B F2
    [494, 408], // B4 B4 F2B B2
    [492, 405], // B4 B4 F2B F1
    [490, 401], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 410], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 413], // B4 B4 F2A B2
    [492, 409], // B4 B4 F2A F1
    [490, 405], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 408], // B4 B4 F2A Dead
    [504, 424], // B4 B4 F2 F2
    [494, 420], // B4 B4 F2 B2
    [492, 422], // B4 B4 F2 F1
    [490, 419], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 407], // B4 B4 F2 Dead
    [484, 402], // B4 B4 B2 B2
    [483, 401], // B4 B4 B2 F1
    [481, 381], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 329], // B4 B4 B2 Dead
    [482, 387], // B4 B4 F1 F1
    [480, 382], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 373], // B4 B4 F1 Dead
    [477, 370], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 381], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 313], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 342], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [399, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 329], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 328], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 314], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 322], // B4 F3S B3 B2
    [364, 300], // B4 F3S B3 F1
    [354, 319], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [350, 291], // B4 F3S B3 Dead
    [372, 314], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 319], // B4 F3S F2B F2
    [358, 311], // B4 F3S F2B B2
    [362, 321], // B4 F3S F2B F1
    [359, 276], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 307], // B4 F3S F2B Dead
    [372, 314], // B4 F3S F2A F2A
    [372, 320], // B4 F3S F2A F2
    [363, 310], // B4 F3S F2A B2
    [325, 289], // B4 F3S F2A F1
    [359, 306], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [358, 307], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 322], // B4 F3S F2 B2
    [362, 287], // B4 F3S F2 F1
    [359, 293], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 271], // B4 F3S F2 Dead
    [354, 295], // B4 F3S B2 B2
    [352, 260], // B4 F3S B2 F1
    [335, 315], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [339, 285], // B4 F3S B2 Dead
    [360, 282], // B4 F3S F1 F1
    [357, 272], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [348, 296], // B4 F3S F1 Dead
    [330, 281], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [343, 252], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [352, 258], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 358], // B4 F3 F3 B2
    [395, 333], // B4 F3 F3 F1
    [392, 331], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 331], // B4 F3 F3 Dead
    [377, 320], // B4 F3 B3 B3
    [375, 317], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 318], // B4 F3 B3 F2
    [366, 322], // B4 F3 B3 B2
    [364, 299], // B4 F3 B3 F1
    [362, 303], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [363, 293], // B4 F3 B3 Dead
    [372, 307], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 317], // B4 F3 F2B F2
    [360, 309], // B4 F3 F2B B2
    [362, 284], // B4 F3 F2B F1
    [359, 306], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [358, 285], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 314], // B4 F3 F2A F2
    [363, 311], // B4 F3 F2A B2
    [362, 312], // B4 F3 F2A F1
    [359, 321], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 312], // B4 F3 F2A Dead
    [372, 314], // B4 F3 F2 F2
    [363, 316], // B4 F3 F2 B2
    [362, 378], // B4 F3 F2 F1
    [359, 278], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [358, 312], // B4 F3 F2 Dead
    [354, 302], // B4 F3 B2 B2
    [339, 338], // B4 F3 B2 F1
    [347, 278], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [354, 289], // B4 F3 B2 Dead
    [337, 328], // B4 F3 F1 F1
    [354, 292], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [330, 326], // B4 F3 F1 Dead
    [346, 304], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [343, 268], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [329, 242], // B4 F3 Dead Dead
    [172, 154], // B4 B3 B3 B3
    [189, 147], // B4 B3 B3 F2B
    [178, 181], // B4 B3 B3 F2A
    [178, 172], // B4 B3 B3 F2
    [174, 169], // B4 B3 B3 B2
    [114, 104], // B4 B3 B3 F1
    [173, 177], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [200, 189], // B4 B3 B3 Dead
    [176, 152], // B4 B3 F2B F2B
    [181, 167], // B4 B3 F2B F2A
    [175, 152], // B4 B3 F2B F2
    [198, 220], // B4 B3 F2B B2
    [167, 171], // B4 B3 F2B F1
    [150, 121], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [240, 182], // B4 B3 F2B Dead
    [178, 164], // B4 B3 F2A F2A
    [189, 167], // B4 B3 F2A F2
    [183, 182], // B4 B3 F2A B2
    [186, 193], // B4 B3 F2A F1
    [197, 214], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [157, 159], // B4 B3 F2A Dead
    [170, 154], // B4 B3 F2 F2
    [205, 195], // B4 B3 F2 B2
    [160, 100], // B4 B3 F2 F1
    [141, 145], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [136, 113], // B4 B3 F2 Dead
    [126, 139], // B4 B3 B2 B2
    [137, 122], // B4 B3 B2 F1
    [149, 160], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [118, 117], // B4 B3 B2 Dead
    [121, 113], // B4 B3 F1 F1
    [114, 119], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [111, 100], // B4 B3 F1 Dead
    [135, 120], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [116, 93], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [115, 96], // B4 B3 Dead Dead
    [171, 142], // B4 F2B F2B F2B
    [182, 148], // B4 F2B F2B F2A
    [168, 142], // B4 F2B F2B F2
    [208, 215], // B4 F2B F2B B2
    [174, 159], // B4 F2B F2B F1
    [215, 189], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [233, 184], // B4 F2B F2B Dead
    [173, 144], // B4 F2B F2A F2A
    [207, 218], // B4 F2B F2A F2
    [139, 110], // B4 F2B F2A B2
    [143, 174], // B4 F2B F2A F1
    [167, 123], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [182, 125], // B4 F2B F2A Dead
    [162, 139], // B4 F2B F2 F2
    [138, 107], // B4 F2B F2 B2
    [189, 163], // B4 F2B F2 F1
    [126, 113], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [212, 161], // B4 F2B F2 Dead
    [222, 216], // B4 F2B B2 B2
    [188, 154], // B4 F2B B2 F1
    [155, 164], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [208, 158], // B4 F2B B2 Dead
    [159, 132], // B4 F2B F1 F1
    [146, 124], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [158, 122], // B4 F2B F1 Dead
    [120, 104], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [155, 119], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [137, 83], // B4 F2B Dead Dead
    [182, 157], // B4 F2A F2A F2A
    [178, 142], // B4 F2A F2A F2
    [127, 138], // B4 F2A F2A B2
    [213, 162], // B4 F2A F2A F1
    [185, 157], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [187, 168], // B4 F2A F2A Dead
    [153, 116], // B4 F2A F2 F2
    [230, 209], // B4 F2A F2 B2
    [285, 215], // B4 F2A F2 F1
    [160, 99], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [149, 121], // B4 F2A F2 Dead
    [161, 185], // B4 F2A B2 B2
    [153, 130], // B4 F2A B2 F1
    [168, 178], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [146, 119], // B4 F2A B2 Dead
    [184, 143], // B4 F2A F1 F1
    [154, 127], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [173, 135], // B4 F2A F1 Dead
    [140, 96], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [136, 110], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [134, 108], // B4 F2A Dead Dead
    [176, 151], // B4 F2 F2 F2
    [187, 168], // B4 F2 F2 B2
    [225, 169], // B4 F2 F2 F1
    [199, 178], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [154, 142], // B4 F2 F2 Dead
    [181, 127], // B4 F2 B2 B2
    [152, 145], // B4 F2 B2 F1
    [169, 147], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [124, 123], // B4 F2 B2 Dead
    [117, 104], // B4 F2 F1 F1
    [121, 100], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [151, 114], // B4 F2 F1 Dead
    [139, 135], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [138, 99], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [109, 80], // B4 F2 Dead Dead
    [115, 110], // B4 B2 B2 B2
    [121, 113], // B4 B2 B2 F1
    [117, 103], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [98, 90], // B4 B2 B2 Dead
    [118, 94], // B4 B2 F1 F1
    [108, 98], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [95, 81], // B4 B2 F1 Dead
    [88, 75], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [67, 67], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [67, 53], // B4 B2 Dead Dead
    [102, 77], // B4 F1 F1 F1
    [112, 86], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [95, 74], // B4 F1 F1 Dead
    [106, 79], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [88, 76], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [74, 60], // B4 F1 Dead Dead
    [70, 77], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [68, 42], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [58, 40], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [56, 41], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 244], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [278, 234], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [274, 231], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [282, 230], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [290, 244], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [278, 234], // F3S F3S F3 B2
    [276, 233], // F3S F3S F3 F1
    [267, 231], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [273, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [270, 216], // F3S F3S B3 F2B
    [256, 216], // F3S F3S B3 F2A
    [256, 216], // F3S F3S B3 F2
    [276, 222], // F3S F3S B3 B2
    [225, 170], // F3S F3S B3 F1
    [282, 216], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [237, 212], // F3S F3S B3 Dead
    [281, 243], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [259, 235], // F3S F3S F2B B2
    [209, 198], // F3S F3S F2B F1
    [252, 194], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [251, 201], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [256, 213], // F3S F3S F2A F2
    [244, 209], // F3S F3S F2A B2
    [241, 232], // F3S F3S F2A F1
    [238, 177], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [224, 182], // F3S F3S F2A Dead
    [254, 214], // F3S F3S F2 F2
    [282, 218], // F3S F3S F2 B2
    [225, 209], // F3S F3S F2 F1
    [243, 205], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [233, 206], // F3S F3S F2 Dead
    [241, 272], // F3S F3S B2 B2
    [220, 234], // F3S F3S B2 F1
    [187, 169], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [308, 214], // F3S F3S B2 Dead
    [115, 75], // F3S F3S F1 F1
    [135, 138], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [241, 175], // F3S F3S F1 Dead
    [179, 131], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [223, 165], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [256, 148], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 244], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [257, 195], // F3S F3 F3 B2
    [276, 238], // F3S F3 F3 F1
    [274, 231], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [273, 231], // F3S F3 F3 Dead
    [263, 220], // F3S F3 B3 B3
    [258, 233], // F3S F3 B3 F2B
    [265, 220], // F3S F3 B3 F2A
    [256, 218], // F3S F3 B3 F2
    [264, 218], // F3S F3 B3 B2
    [187, 53], // F3S F3 B3 F1
    [287, 204], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [251, 228], // F3S F3 B3 Dead
    [256, 224], // F3S F3 F2B F2B
    [270, 249], // F3S F3 F2B F2A
    [254, 218], // F3S F3 F2B F2
    [214, 161], // F3S F3 F2B B2
    [199, 199], // F3S F3 F2B F1
    [190, 150], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [313, 226], // F3S F3 F2B Dead
    [254, 214], // F3S F3 F2A F2A
    [175, 207], // F3S F3 F2A F2
    [225, 197], // F3S F3 F2A B2
    [228, 224], // F3S F3 F2A F1
    [145, 136], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [278, 200], // F3S F3 F2A Dead
    [252, 186], // F3S F3 F2 F2
    [258, 218], // F3S F3 F2 B2
    [192, 215], // F3S F3 F2 F1
    [257, 241], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [284, 247], // F3S F3 F2 Dead
    [279, 231], // F3S F3 B2 B2
    [262, 224], // F3S F3 B2 F1
    [229, 168], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [308, 205], // F3S F3 B2 Dead
    [61, 129], // F3S F3 F1 F1
    [195, 160], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [207, 172], // F3S F3 F1 Dead
    [232, 88], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [229, 206], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [306, 208], // F3S F3 Dead Dead
    [149, 124], // F3S B3 B3 B3
    [153, 155], // F3S B3 B3 F2B
    [155, 129], // F3S B3 B3 F2A
    [139, 106], // F3S B3 B3 F2
    [138, 103], // F3S B3 B3 B2
    [143, 148], // F3S B3 B3 F1
    [209, 182], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [189, 165], // F3S B3 B3 Dead
    [179, 127], // F3S B3 F2B F2B
    [161, 122], // F3S B3 F2B F2A
    [155, 151], // F3S B3 F2B F2
    [216, 182], // F3S B3 F2B B2
    [150, 71], // F3S B3 F2B F1
    [203, 135], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [184, 131], // F3S B3 F2B Dead
    [135, 110], // F3S B3 F2A F2A
    [156, 137], // F3S B3 F2A F2
    [177, 85], // F3S B3 F2A B2
    [221, 134], // F3S B3 F2A F1
    [189, 142], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [203, 135], // F3S B3 F2A Dead
    [117, 140], // F3S B3 F2 F2
    [133, 99], // F3S B3 F2 B2
    [161, 112], // F3S B3 F2 F1
    [133, 159], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [192, 166], // F3S B3 F2 Dead
    [140, 81], // F3S B3 B2 B2
    [111, 97], // F3S B3 B2 F1
    [158, 148], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [178, 122], // F3S B3 B2 Dead
    [129, 109], // F3S B3 F1 F1
    [99, 102], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [156, 127], // F3S B3 F1 Dead
    [122, 87], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [146, 125], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [93, 80], // F3S B3 Dead Dead
    [142, 110], // F3S F2B F2B F2B
    [249, 194], // F3S F2B F2B F2A
    [169, 212], // F3S F2B F2B F2
    [195, 157], // F3S F2B F2B B2
    [113, 64], // F3S F2B F2B F1
    [160, 144], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [189, 108], // F3S F2B F2B Dead
    [140, 121], // F3S F2B F2A F2A
    [145, 103], // F3S F2B F2A F2
    [167, 165], // F3S F2B F2A B2
    [191, 166], // F3S F2B F2A F1
    [61, 61], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [142, 57], // F3S F2B F2A Dead
    [123, 115], // F3S F2B F2 F2
    [115, 128], // F3S F2B F2 B2
    [91, 102], // F3S F2B F2 F1
    [177, 144], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [143, 133], // F3S F2B F2 Dead
    [199, 167], // F3S F2B B2 B2
    [94, 62], // F3S F2B B2 F1
    [137, 125], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [182, 152], // F3S F2B B2 Dead
    [54, 62], // F3S F2B F1 F1
    [144, 106], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [53, 52], // F3S F2B F1 Dead
    [94, 90], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [141, 108], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [94, 64], // F3S F2B Dead Dead
    [129, 110], // F3S F2A F2A F2A
    [137, 108], // F3S F2A F2A F2
    [154, 143], // F3S F2A F2A B2
    [167, 152], // F3S F2A F2A F1
    [132, 102], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [140, 137], // F3S F2A F2A Dead
    [145, 158], // F3S F2A F2 F2
    [149, 140], // F3S F2A F2 B2
    [143, 121], // F3S F2A F2 F1
    [96, 76], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [189, 122], // F3S F2A F2 Dead
    [97, 85], // F3S F2A B2 B2
    [105, 91], // F3S F2A B2 F1
    [131, 92], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [136, 113], // F3S F2A B2 Dead
    [84, 59], // F3S F2A F1 F1
    [104, 77], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [130, 71], // F3S F2A F1 Dead
    [110, 43], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [126, 75], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [135, 72], // F3S F2A Dead Dead
    [140, 124], // F3S F2 F2 F2
    [157, 133], // F3S F2 F2 B2
    [144, 125], // F3S F2 F2 F1
    [172, 129], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [114, 135], // F3S F2 F2 Dead
    [146, 158], // F3S F2 B2 B2
    [75, 79], // F3S F2 B2 F1
    [138, 135], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [116, 106], // F3S F2 B2 Dead
    [99, 73], // F3S F2 F1 F1
    [84, 79], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [92, 73], // F3S F2 F1 Dead
    [104, 93], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [111, 94], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [84, 68], // F3S F2 Dead Dead
    [82, 47], // F3S B2 B2 B2
    [96, 75], // F3S B2 B2 F1
    [119, 98], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [115, 105], // F3S B2 B2 Dead
    [97, 83], // F3S B2 F1 F1
    [90, 85], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [75, 69], // F3S B2 F1 Dead
    [87, 70], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [87, 66], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [66, 41], // F3S B2 Dead Dead
    [83, 72], // F3S F1 F1 F1
    [77, 64], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [58, 41], // F3S F1 F1 Dead
    [83, 61], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [57, 39], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [65, 52], // F3S F1 Dead Dead
    [44, 20], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [58, 31], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [64, 35], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [82, 53], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [289, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [279, 238], // F3 F3 F3 B2
    [278, 232], // F3 F3 F3 F1
    [274, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 227], // F3 F3 F3 Dead
    [260, 223], // F3 F3 B3 B3
    [256, 216], // F3 F3 B3 F2B
    [256, 217], // F3 F3 B3 F2A
    [256, 230], // F3 F3 B3 F2
    [214, 163], // F3 F3 B3 B2
    [258, 249], // F3 F3 B3 F1
    [254, 233], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [285, 181], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [254, 210], // F3 F3 F2B F2A
    [249, 212], // F3 F3 F2B F2
    [239, 193], // F3 F3 F2B B2
    [252, 214], // F3 F3 F2B F1
    [248, 217], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [204, 153], // F3 F3 F2B Dead
    [254, 214], // F3 F3 F2A F2A
    [243, 162], // F3 F3 F2A F2
    [244, 173], // F3 F3 F2A B2
    [237, 197], // F3 F3 F2A F1
    [235, 209], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [278, 229], // F3 F3 F2A Dead
    [263, 223], // F3 F3 F2 F2
    [248, 202], // F3 F3 F2 B2
    [232, 217], // F3 F3 F2 F1
    [240, 191], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [245, 174], // F3 F3 F2 Dead
    [262, 213], // F3 F3 B2 B2
    [218, 176], // F3 F3 B2 F1
    [212, 171], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [285, 184], // F3 F3 B2 Dead
    [216, 218], // F3 F3 F1 F1
    [161, 182], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [216, 190], // F3 F3 F1 Dead
    [223, 196], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [286, 195], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [258, 187], // F3 F3 Dead Dead
    [148, 131], // F3 B3 B3 B3
    [164, 106], // F3 B3 B3 F2B
    [135, 115], // F3 B3 B3 F2A
    [176, 136], // F3 B3 B3 F2
    [150, 100], // F3 B3 B3 B2
    [110, 123], // F3 B3 B3 F1
    [194, 167], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [133, 106], // F3 B3 B3 Dead
    [112, 89], // F3 B3 F2B F2B
    [160, 142], // F3 B3 F2B F2A
    [99, 75], // F3 B3 F2B F2
    [165, 153], // F3 B3 F2B B2
    [111, 136], // F3 B3 F2B F1
    [141, 144], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [190, 116], // F3 B3 F2B Dead
    [162, 145], // F3 B3 F2A F2A
    [163, 123], // F3 B3 F2A F2
    [97, 108], // F3 B3 F2A B2
    [146, 131], // F3 B3 F2A F1
    [81, 106], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [171, 147], // F3 B3 F2A Dead
    [166, 101], // F3 B3 F2 F2
    [83, 26], // F3 B3 F2 B2
    [157, 133], // F3 B3 F2 F1
    [143, 100], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [152, 134], // F3 B3 F2 Dead
    [123, 130], // F3 B3 B2 B2
    [90, 87], // F3 B3 B2 F1
    [114, 100], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [135, 117], // F3 B3 B2 Dead
    [102, 94], // F3 B3 F1 F1
    [112, 108], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [104, 95], // F3 B3 F1 Dead
    [114, 87], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [106, 92], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [98, 78], // F3 B3 Dead Dead
    [142, 154], // F3 F2B F2B F2B
    [145, 106], // F3 F2B F2B F2A
    [135, 97], // F3 F2B F2B F2
    [71, 59], // F3 F2B F2B B2
    [32, 70], // F3 F2B F2B F1
    [126, 73], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [119, 110], // F3 F2B F2B Dead
    [136, 123], // F3 F2B F2A F2A
    [127, 82], // F3 F2B F2A F2
    [66, 128], // F3 F2B F2A B2
    [107, 101], // F3 F2B F2A F1
    [149, 128], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [157, 130], // F3 F2B F2A Dead
    [122, 104], // F3 F2B F2 F2
    [123, 106], // F3 F2B F2 B2
    [75, 32], // F3 F2B F2 F1
    [116, 107], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [166, 88], // F3 F2B F2 Dead
    [169, 143], // F3 F2B B2 B2
    [85, 87], // F3 F2B B2 F1
    [120, 101], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [139, 111], // F3 F2B B2 Dead
    [96, 72], // F3 F2B F1 F1
    [83, 85], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [111, 73], // F3 F2B F1 Dead
    [69, 69], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [110, 114], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [111, 81], // F3 F2B Dead Dead
    [145, 118], // F3 F2A F2A F2A
    [139, 72], // F3 F2A F2A F2
    [102, 25], // F3 F2A F2A B2
    [183, 143], // F3 F2A F2A F1
    [142, 100], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [137, 62], // F3 F2A F2A Dead
    [111, 87], // F3 F2A F2 F2
    [140, 152], // F3 F2A F2 B2
    [152, 138], // F3 F2A F2 F1
    [102, 77], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [133, 82], // F3 F2A F2 Dead
    [101, 94], // F3 F2A B2 B2
    [91, 80], // F3 F2A B2 F1
    [106, 85], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [93, 106], // F3 F2A B2 Dead
    [96, 83], // F3 F2A F1 F1
    [99, 96], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [114, 99], // F3 F2A F1 Dead
    [124, 99], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [92, 69], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [108, 76], // F3 F2A Dead Dead
    [155, 118], // F3 F2 F2 F2
    [113, 123], // F3 F2 F2 B2
    [148, 130], // F3 F2 F2 F1
    [159, 163], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [109, 75], // F3 F2 F2 Dead
    [163, 138], // F3 F2 B2 B2
    [82, 82], // F3 F2 B2 F1
    [87, 101], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [127, 122], // F3 F2 B2 Dead
    [80, 64], // F3 F2 F1 F1
    [88, 81], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [113, 102], // F3 F2 F1 Dead
    [95, 84], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [76, 62], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [87, 82], // F3 F2 Dead Dead
    [109, 78], // F3 B2 B2 B2
    [101, 75], // F3 B2 B2 F1
    [89, 78], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [74, 60], // F3 B2 B2 Dead
    [84, 74], // F3 B2 F1 F1
    [72, 68], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [86, 61], // F3 B2 F1 Dead
    [93, 79], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [72, 66], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [61, 50], // F3 B2 Dead Dead
    [85, 70], // F3 F1 F1 F1
    [76, 55], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [84, 75], // F3 F1 F1 Dead
    [71, 55], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [75, 65], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [78, 67], // F3 F1 Dead Dead
    [36, 32], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [73, 52], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [62, 54], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [59, 51], // F3 Dead Dead Dead
    [116, 122], // B3 B3 B3 B3
    [74, 24], // B3 B3 B3 F2B
    [128, 100], // B3 B3 B3 F2A
    [110, 110], // B3 B3 B3 F2
    [115, 89], // B3 B3 B3 B2
    [82, 57], // B3 B3 B3 F1
    [91, 90], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [73, 54], // B3 B3 B3 Dead
    [96, 84], // B3 B3 F2B F2B
    [90, 13], // B3 B3 F2B F2A
    [79, 60], // B3 B3 F2B F2
    [104, 94], // B3 B3 F2B B2
    [75, 60], // B3 B3 F2B F1
    [120, 116], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [116, 111], // B3 B3 F2B Dead
    [88, 65], // B3 B3 F2A F2A
    [80, 71], // B3 B3 F2A F2
    [82, 69], // B3 B3 F2A B2
    [67, 55], // B3 B3 F2A F1
    [104, 89], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [109, 90], // B3 B3 F2A Dead
    [101, 122], // B3 B3 F2 F2
    [99, 87], // B3 B3 F2 B2
    [55, 53], // B3 B3 F2 F1
    [87, 81], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [81, 67], // B3 B3 F2 Dead
    [49, 53], // B3 B3 B2 B2
    [84, 77], // B3 B3 B2 F1
    [55, 59], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [56, 48], // B3 B3 B2 Dead
    [65, 59], // B3 B3 F1 F1
    [58, 59], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [43, 35], // B3 B3 F1 Dead
    [68, 68], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [55, 50], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [43, 36], // B3 B3 Dead Dead
    [82, 64], // B3 F2B F2B F2B
    [91, 39], // B3 F2B F2B F2A
    [27, -28], // B3 F2B F2B F2
    [58, 68], // B3 F2B F2B B2
    [18, 3], // B3 F2B F2B F1
    [73, 80], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [153, 115], // B3 F2B F2B Dead
    [125, 82], // B3 F2B F2A F2A
    [106, 116], // B3 F2B F2A F2
    [73, 69], // B3 F2B F2A B2
    [74, 54], // B3 F2B F2A F1
    [37, 21], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [76, 79], // B3 F2B F2A Dead
    [129, 115], // B3 F2B F2 F2
    [42, 59], // B3 F2B F2 B2
    [93, 71], // B3 F2B F2 F1
    [101, 99], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [107, 80], // B3 F2B F2 Dead
    [84, 85], // B3 F2B B2 B2
    [41, 45], // B3 F2B B2 F1
    [68, 59], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [73, 55], // B3 F2B B2 Dead
    [49, 45], // B3 F2B F1 F1
    [60, 57], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [52, 45], // B3 F2B F1 Dead
    [50, 52], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [51, 45], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [34, 29], // B3 F2B Dead Dead
    [80, 46], // B3 F2A F2A F2A
    [17, 61], // B3 F2A F2A F2
    [97, 74], // B3 F2A F2A B2
    [63, 76], // B3 F2A F2A F1
    [93, 81], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [105, 77], // B3 F2A F2A Dead
    [67, 102], // B3 F2A F2 F2
    [59, 32], // B3 F2A F2 B2
    [90, 76], // B3 F2A F2 F1
    [95, 76], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [74, 66], // B3 F2A F2 Dead
    [60, 51], // B3 F2A B2 B2
    [53, 46], // B3 F2A B2 F1
    [77, 51], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [74, 50], // B3 F2A B2 Dead
    [57, 51], // B3 F2A F1 F1
    [62, 53], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [47, 38], // B3 F2A F1 Dead
    [63, 46], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [51, 43], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [44, 35], // B3 F2A Dead Dead
    [105, 88], // B3 F2 F2 F2
    [54, 46], // B3 F2 F2 B2
    [103, 77], // B3 F2 F2 F1
    [76, 77], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [72, 60], // B3 F2 F2 Dead
    [86, 70], // B3 F2 B2 B2
    [57, 45], // B3 F2 B2 F1
    [53, 54], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [64, 53], // B3 F2 B2 Dead
    [61, 51], // B3 F2 F1 F1
    [54, 46], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [62, 54], // B3 F2 F1 Dead
    [56, 62], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [50, 43], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [39, 35], // B3 F2 Dead Dead
    [37, 40], // B3 B2 B2 B2
    [38, 34], // B3 B2 B2 F1
    [48, 45], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [31, 30], // B3 B2 B2 Dead
    [29, 26], // B3 B2 F1 F1
    [34, 31], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [22, 22], // B3 B2 F1 Dead
    [34, 28], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [20, 17], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [25, 22], // B3 B2 Dead Dead
    [21, 19], // B3 F1 F1 F1
    [28, 28], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [32, 29], // B3 F1 F1 Dead
    [27, 23], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [27, 26], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [20, 18], // B3 F1 Dead Dead
    [30, 23], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [11, 14], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [17, 18], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [20, 18], // B3 Dead Dead Dead
    [96, 68], // F2B F2B F2B F2B
    [72, 58], // F2B F2B F2B F2A
    [162, 111], // F2B F2B F2B F2
    [143, 98], // F2B F2B F2B B2
    [-1, 3], // F2B F2B F2B F1
    [115, 91], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [90, 60], // F2B F2B F2B Dead
    [70, 39], // F2B F2B F2A F2A
    [33, 41], // F2B F2B F2A F2
    [71, 50], // F2B F2B F2A B2
    [-2, 8], // F2B F2B F2A F1
    [76, 84], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [104, 97], // F2B F2B F2A Dead
    [46, 2], // F2B F2B F2 F2
    [154, 69], // F2B F2B F2 B2
    [20, 30], // F2B F2B F2 F1
    [160, 107], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [95, 69], // F2B F2B F2 Dead
    [65, 54], // F2B F2B B2 B2
    [38, 19], // F2B F2B B2 F1
    [46, 47], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [79, 70], // F2B F2B B2 Dead
    [3, 10], // F2B F2B F1 F1
    [40, 41], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [30, 22], // F2B F2B F1 Dead
    [26, 43], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [54, 32], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [50, 40], // F2B F2B Dead Dead
    [66, 44], // F2B F2A F2A F2A
    [80, 42], // F2B F2A F2A F2
    [29, -6], // F2B F2A F2A B2
    [17, 38], // F2B F2A F2A F1
    [49, 58], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [28, 24], // F2B F2A F2A Dead
    [65, 72], // F2B F2A F2 F2
    [53, 58], // F2B F2A F2 B2
    [57, 38], // F2B F2A F2 F1
    [81, 73], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [22, -3], // F2B F2A F2 Dead
    [53, 28], // F2B F2A B2 B2
    [46, 41], // F2B F2A B2 F1
    [34, 39], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [59, 65], // F2B F2A B2 Dead
    [24, 27], // F2B F2A F1 F1
    [39, 40], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [58, 53], // F2B F2A F1 Dead
    [65, 42], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [53, 65], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [54, 60], // F2B F2A Dead Dead
    [50, 36], // F2B F2 F2 F2
    [67, 29], // F2B F2 F2 B2
    [43, 50], // F2B F2 F2 F1
    [108, 66], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [39, 46], // F2B F2 F2 Dead
    [92, 82], // F2B F2 B2 B2
    [38, 30], // F2B F2 B2 F1
    [81, 74], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [31, 37], // F2B F2 B2 Dead
    [22, 22], // F2B F2 F1 F1
    [43, 38], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [53, 46], // F2B F2 F1 Dead
    [47, 36], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [57, 66], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [50, 55], // F2B F2 Dead Dead
    [25, 29], // F2B B2 B2 B2
    [30, 27], // F2B B2 B2 F1
    [34, 34], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [38, 27], // F2B B2 B2 Dead
    [18, 18], // F2B B2 F1 F1
    [30, 30], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [32, 32], // F2B B2 F1 Dead
    [36, 34], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [29, 26], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [9, 12], // F2B B2 Dead Dead
    [-4, 2], // F2B F1 F1 F1
    [9, 9], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [24, 12], // F2B F1 F1 Dead
    [31, 27], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [21, 21], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [25, 18], // F2B F1 Dead Dead
    [24, 22], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [14, 6], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [20, 17], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [18, 15], // F2B Dead Dead Dead
    [79, 66], // F2A F2A F2A F2A
    [34, 57], // F2A F2A F2A F2
    [83, 51], // F2A F2A F2A B2
    [-21, 27], // F2A F2A F2A F1
    [64, 67], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [103, 80], // F2A F2A F2A Dead
    [3, 4], // F2A F2A F2 F2
    [55, 49], // F2A F2A F2 B2
    [73, 36], // F2A F2A F2 F1
    [14, 31], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [46, 49], // F2A F2A F2 Dead
    [75, 55], // F2A F2A B2 B2
    [57, 46], // F2A F2A B2 F1
    [67, 47], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [44, 44], // F2A F2A B2 Dead
    [38, 45], // F2A F2A F1 F1
    [34, 29], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [40, 30], // F2A F2A F1 Dead
    [33, 49], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [18, 23], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [48, 47], // F2A F2A Dead Dead
    [28, 7], // F2A F2 F2 F2
    [23, 46], // F2A F2 F2 B2
    [79, 76], // F2A F2 F2 F1
    [28, 31], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [44, 70], // F2A F2 F2 Dead
    [80, 85], // F2A F2 B2 B2
    [57, 48], // F2A F2 B2 F1
    [66, 50], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [81, 69], // F2A F2 B2 Dead
    [46, 41], // F2A F2 F1 F1
    [50, 54], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [31, 24], // F2A F2 F1 Dead
    [49, 35], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [51, 32], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [27, 23], // F2A F2 Dead Dead
    [58, 55], // F2A B2 B2 B2
    [28, 25], // F2A B2 B2 F1
    [42, 39], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [29, 21], // F2A B2 B2 Dead
    [24, 24], // F2A B2 F1 F1
    [26, 17], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [21, 18], // F2A B2 F1 Dead
    [20, 10], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [20, 6], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [26, 19], // F2A B2 Dead Dead
    [25, 20], // F2A F1 F1 F1
    [21, 17], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [21, 13], // F2A F1 F1 Dead
    [27, 14], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [23, 16], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [23, 14], // F2A F1 Dead Dead
    [37, 0], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [4, 5], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [19, 15], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [23, 15], // F2A Dead Dead Dead
    [75, 69], // F2 F2 F2 F2
    [62, 58], // F2 F2 F2 B2
    [98, 138], // F2 F2 F2 F1
    [106, 16], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [45, 32], // F2 F2 F2 Dead
    [63, 47], // F2 F2 B2 B2
    [48, 45], // F2 F2 B2 F1
    [47, 54], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [50, 39], // F2 F2 B2 Dead
    [55, 46], // F2 F2 F1 F1
    [50, 44], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [57, 52], // F2 F2 F1 Dead
    [38, 32], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [66, 62], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [37, 37], // F2 F2 Dead Dead
    [32, 26], // F2 B2 B2 B2
    [28, 31], // F2 B2 B2 F1
    [23, 23], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [26, 32], // F2 B2 B2 Dead
    [28, 26], // F2 B2 F1 F1
    [21, 18], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [26, 22], // F2 B2 F1 Dead
    [34, 34], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [17, 12], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [18, 17], // F2 B2 Dead Dead
    [23, 21], // F2 F1 F1 F1
    [16, 14], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 24], // F2 F1 F1 Dead
    [13, 15], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [13, 16], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [10, 11], // F2 F1 Dead Dead
    [-3, 8], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [24, 19], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [15, 14], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [17, 16], // F2 Dead Dead Dead
    [4, -9], // B2 B2 B2 B2
    [12, 12], // B2 B2 B2 F1
    [0, 2], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [3, 3], // B2 B2 B2 Dead
    [16, 16], // B2 B2 F1 F1
    [8, 9], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [6, 8], // B2 B2 F1 Dead
    [1, 7], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [6, 5], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [6, 6], // B2 B2 Dead Dead
    [13, 13], // B2 F1 F1 F1
    [11, 13], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 16], // B2 F1 F1 Dead
    [11, 10], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [8, 8], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [12, 10], // B2 F1 Dead Dead
    [2, -2], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [-4, -5], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [7, 5], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [10, 10], // B2 Dead Dead Dead
    [12, 13], // F1 F1 F1 F1
    [12, 13], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [12, 13], // F1 F1 F1 Dead
    [11, 9], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [11, 10], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [9, 8], // F1 F1 Dead Dead
    [11, 7], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [9, 6], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [8, 6], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [11, 11], // F1 Dead Dead Dead
    [34, 1], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [-1, 1], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [10, 7], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [10, 9], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [10, 10], // Dead Dead Dead Dead
];

/// By the colour to move (black first), the threat for it (rows) and the threat for
/// the side waiting (columns), in the order of `Threat`.
#[rustfmt::skip]
pub static PAIRS: Pairs = [
    [
        [3, 0, -1, 3, 10, 0, 5, -2, 42, 3, -16, -64, 91, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-3, 0, 0, -3, 3, -3, 9, 2, 42, -1, -30, -34, 100, 0], // Flex2
        [-6, 0, 0, -1, 5, -10, -2, -10, 42, -4, -21, -53, 135, 0], // Block3
        [-11, 0, -4, -6, 6, -18, 25, 23, 46, -14, -13, -40, 148, 0], // Flex2x2
        [-15, 0, -3, -13, 3, 2, 11, 21, 64, -4, -21, 9, 77, 0], // Block3Plus
        [-16, 0, -19, -9, -17, -14, 10, -2, 52, -3, -14, 68, 246, 0], // Flex3
        [-11, 0, -11, -5, -12, -22, 35, 14, 65, 12, -45, 43, 221, 0], // Flex3Plus
        [-70, 0, -22, -30, 14, 80, 88, -18, 0, -49, -3, 0, -1, 0], // Flex3x2
        [-19, 0, -20, -7, -20, -10, 25, 26, 71, -3, 10, 43, 197, 0], // Block4
        [-18, 0, -13, -7, 10, 9, 44, 18, 6, 19, 21, 11, 87, 0], // Block4Plus
        [-31, 0, 13, -23, 0, 11, -14, 2, 0, 0, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [-1, 0, 2, 5, 4, 11, 7, 0, 51, 8, -4, -46, 107, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [0, 0, 1, -1, 1, 4, 4, -2, 8, 0, -14, 1, 128, 0], // Flex2
        [-3, 0, 0, 0, 5, 12, 10, -3, 43, -8, -19, 2, 121, 0], // Block3
        [-13, 0, -1, -8, -18, 0, 9, 34, -14, -8, -11, 17, 118, 0], // Flex2x2
        [-4, 0, -5, 7, 16, -2, 9, 28, -48, -6, -35, 13, 121, 0], // Block3Plus
        [-10, 0, -11, -5, -16, -8, -10, -22, 6, -32, -42, 70, 196, 0], // Flex3
        [-8, 0, -1, 4, -11, 6, 7, 14, 17, -44, 10, 32, 125, 0], // Flex3Plus
        [-13, 0, -38, -67, -16, -11, -20, -29, 19, -58, 1, 9, 12, 0], // Flex3x2
        [-10, 0, -12, -4, -16, -4, 16, 5, 10, 28, 11, 5, 170, 0], // Block4
        [-8, 0, 2, -6, -25, -18, 41, 48, 9, 43, 10, 5, 106, 0], // Block4Plus
        [-63, 0, -1, -4, -15, -3, -4, 0, 0, -5, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`), sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        -56, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -75, 0, 0, 0, 0, 0, 0, 0, -45, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -69, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -48, 0, 0, 0, 0, 0, 0, 0, -55, 0, 0, 0, 0, 0, 0, 0,
        -97, 0, 0, 0, 0, 0, 0, 0, -27, 0, 0, 0, 0, 0, 0, 0,
        -50, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, -1, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 12, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -14, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0,
        13, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0, 2, 0, 0, 0,
        -2, 0, 0, 0, 9, 0, 0, 0, 28, 0, 0, 0, 3, 0, 0, 0,
        -18, 0, 0, 0, 18, 0, 0, 0, 6, 0, 0, 0, 5, 0, 0, 0,
        -48, 0, 0, 0, 34, 0, 0, 0, 4, 0, 0, 0, 14, 0, 0, 0,
        6, 0, 0, 0, 6, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 116, 0, 0, 0, -1, 0, 0, 0, 4, 0, 0, 0,
        -6, 0, 0, 0, 11, 0, 0, 0, -32, 0, 0, 0, 44, 0, 0, 0,
        -27, 0, 0, 0, 131, 0, 0, 0, -11, 0, 0, 0, 11, 0, 0, 0,
        -2, 0, 0, 0, 43, 0, 0, 0, -6, 0, 0, 0, 76, 0, 0, 0,
        3, 0, 0, 0, 13, 0, 0, 0, 4, 0, 0, 0, 6, 0, 0, 0,
        -7, 0, 0, 0, 20, 0, 0, 0, -37, 0, 0, 0, 32, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 26, 0, 0, 0, 8, 0, 0, 0, 10, 0, 0, 0,
        -32, 0, 0, 0, 23, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0,
        -2, 0, 0, 0, 36, 0, 0, 0, -27, 0, 0, 0, 62, 0, 0, 0,
        39, 0, 0, 0, 59, 0, 0, 0, -8, 0, 0, 0, -5, 0, 0, 0,
        38, 0, 0, 0, 108, 0, 0, 0, 54, 0, 0, 0, 67, 0, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -32, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -17, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 11, 0, 0, 0, 7, 0, 0, 0, 1, 0, 0, 0,
        3, 0, 0, 0, 6, 0, 0, 0, 22, 0, 0, 0, 16, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, -8, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, -1, 0, 0, 0,
        0, 0, 0, 0, 11, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -5, 0, 0, 0, 2, 0, 0, 0, -5, 0, 0, 0,
        33, 0, 0, 0, 24, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, -5, 0, 0, 0,
        10, 0, 0, 0, 9, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 3, 0, 0, 0, -10, 0, 0, 0, 12, 0, 0, 0,
        -3, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, -1, 0, 0, 0, -10, 0, 0, 0, -16, 0, 0, 0,
        1, 0, 0, 0, 23, 0, 0, 0, 11, 0, 0, 0, 9, 0, 0, 0,
        25, 0, 0, 0, -14, 0, 0, 0, 54, 0, 0, 0, -51, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, -46, 0, 0, 0, 0, 0, 0, 0,
        12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -47, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        -52, 0, 0, 0, 0, 0, 0, 0, -39, 0, 0, 0, 0, 0, 0, 0,
        -75, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -41, 0, 0, 0, 0, 0, 0, 0, -25, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 8, 0, 0, 0,
        30, 0, 0, 0, 24, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
        27, 0, 0, 0, 8, 0, 0, 0, 58, 0, 0, 0, -8, 0, 0, 0,
        -9, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, 11, 0, 0, 0, -34, 0, 0, 0, 14, 0, 0, 0,
        -7, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0,
        -25, 0, 0, 0, 77, 0, 0, 0, 2, 0, 0, 0, -7, 0, 0, 0,
        -11, 0, 0, 0, -2, 0, 0, 0, -17, 0, 0, 0, 23, 0, 0, 0,
        -67, 0, 0, 0, 77, 0, 0, 0, 3, 0, 0, 0, 14, 0, 0, 0,
        -2, 0, 0, 0, 15, 0, 0, 0, 6, 0, 0, 0, 25, 0, 0, 0,
        33, 0, 0, 0, -2, 0, 0, 0, 13, 0, 0, 0, 3, 0, 0, 0,
        9, 0, 0, 0, 24, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        -1, 0, 0, 0, 13, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, -10, 0, 0, 0, 11, 0, 0, 0, 6, 0, 0, 0,
        -6, 0, 0, 0, 12, 0, 0, 0, 2, 0, 0, 0, -10, 0, 0, 0,
        12, 0, 0, 0, 38, 0, 0, 0, 15, 0, 0, 0, 5, 0, 0, 0,
        46, 0, 0, 0, -10, 0, 0, 0, 22, 0, 0, 0, -41, 0, 0, 0,
        62, 0, 0, 0, -19, 0, 0, 0, 57, 0, 0, 0, 9, 0, 0, 0,
        49, 0, 0, 0, 0, 0, 0, 0, -71, 0, 0, 0, 0, 0, 0, 0,
        -39, 0, 0, 0, 0, 0, 0, 0, -63, 0, 0, 0, 0, 0, 0, 0,
        24, 0, 0, 0, 0, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0,
        16, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0,
        -44, 0, 0, 0, 0, 0, 0, 0, -31, 0, 0, 0, 0, 0, 0, 0,
        -72, 0, 0, 0, 0, 0, 0, 0, -31, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -20, 0, 0, 0, 0, 0, 0, 0,
        -27, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -21, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, -5, 0, 0, 0,
        -28, 0, 0, 0, -5, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 3, 0, 0, 0, 61, 0, 0, 0, 12, 0, 0, 0,
        -3, 0, 0, 0, 7, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 3, 0, 0, 0, 8, 0, 0, 0, -8, 0, 0, 0,
        41, 0, 0, 0, -12, 0, 0, 0, 52, 0, 0, 0, -9, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 88, 0, 0, 0, 47, 0, 0, 0,
        -57, 0, 0, 0, -4, 0, 0, 0, -23, 0, 0, 0, 0, 0, 0, 0,
        -61, 0, 0, 0, -6, 0, 0, 0, -81, 0, 0, 0, 18, 0, 0, 0,
        17, 0, 0, 0, -10, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        51, 0, 0, 0, -8, 0, 0, 0, 39, 0, 0, 0, -2, 0, 0, 0,
        -59, 0, 0, 0, 4, 0, 0, 0, -33, 0, 0, 0, -5, 0, 0, 0,
        -36, 0, 0, 0, -13, 0, 0, 0, -12, 0, 0, 0, 3, 0, 0, 0,
        37, 0, 0, 0, -16, 0, 0, 0, -15, 0, 0, 0, -51, 0, 0, 0,
        26, 0, 0, 0, -53, 0, 0, 0, 60, 0, 0, 0, -87, 0, 0, 0,
        -22, 0, 0, 0, -4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -59, 0, 0, 0, 5, 0, 0, 0, -20, 0, 0, 0, 7, 0, 0, 0,
        2, 0, 0, 0, -7, 0, 0, 0, 12, 0, 0, 0, -2, 0, 0, 0,
        22, 0, 0, 0, -28, 0, 0, 0, 41, 0, 0, 0, -36, 0, 0, 0,
        -48, 0, 0, 0, 6, 0, 0, 0, -15, 0, 0, 0, -9, 0, 0, 0,
        -26, 0, 0, 0, 17, 0, 0, 0, -8, 0, 0, 0, -6, 0, 0, 0,
        59, 0, 0, 0, -108, 0, 0, 0, 62, 0, 0, 0, -206, 0, 0, 0,
        64, 0, 0, 0, -120, 0, 0, 0, 75, 0, 0, 0, -127, 0, 0, 0,
    ],
    [
        17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -21, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -38, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        27, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0,
        3, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 82, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        -23, 0, 0, 0, 11, 0, 0, 0, -12, 0, 0, 0, -4, 0, 0, 0,
        1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 17, 0, 0, 0, -35, 0, 0, 0, 4, 0, 0, 0,
        -4, 0, 0, 0, 119, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, 41, 0, 0, 0, -15, 0, 0, 0, 30, 0, 0, 0,
        0, 0, 0, 0, 72, 0, 0, 0, -6, 0, 0, 0, 11, 0, 0, 0,
        -12, 0, 0, 0, 7, 0, 0, 0, 21, 0, 0, 0, 28, 0, 0, 0,
        5, 0, 0, 0, 25, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        36, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, -11, 0, 0, 0,
        13, 0, 0, 0, 69, 0, 0, 0, 16, 0, 0, 0, 9, 0, 0, 0,
        15, 0, 0, 0, 37, 0, 0, 0, 20, 0, 0, 0, -7, 0, 0, 0,
        20, 0, 0, 0, 49, 0, 0, 0, 8, 0, 0, 0, -4, 0, 0, 0,
        40, 0, 0, 0, 58, 0, 0, 0, 57, 0, 0, 0, -24, 0, 0, 0,
        -41, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
        -14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 2, 0, 0, 0,
        -55, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -23, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0, 12, 0, 0, 0,
        -12, 0, 0, 0, -35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, -5, 0, 0, 0, 23, 0, 0, 0, -21, 0, 0, 0,
        -26, 0, 0, 0, 9, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0,
        -6, 0, 0, 0, -5, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0,
        -12, 0, 0, 0, -5, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, -2, 0, 0, 0, -6, 0, 0, 0, -12, 0, 0, 0,
        0, 0, 0, 0, -7, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, -1, 0, 0, 0, 10, 0, 0, 0, -20, 0, 0, 0,
        -27, 0, 0, 0, -77, 0, 0, 0, 3, 0, 0, 0, -23, 0, 0, 0,
        -9, 0, 0, 0, -74, 0, 0, 0, 91, 0, 0, 0, -37, 0, 0, 0,
        15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -105, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 8, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 48, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        37, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        10, 0, 0, 0, 8, 0, 0, 0, 11, 0, 0, 0, -4, 0, 0, 0,
        14, 0, 0, 0, 37, 0, 0, 0, -5, 0, 0, 0, 3, 0, 0, 0,
        -21, 0, 0, 0, 15, 0, 0, 0, -3, 0, 0, 0, 32, 0, 0, 0,
        3, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 20, 0, 0, 0, 2, 0, 0, 0, -3, 0, 0, 0,
        -12, 0, 0, 0, 51, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -17, 0, 0, 0, 4, 0, 0, 0, -17, 0, 0, 0, 12, 0, 0, 0,
        -13, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0,
        5, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0,
        2, 0, 0, 0, 72, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -5, 0, 0, 0, 18, 0, 0, 0, 16, 0, 0, 0, 58, 0, 0, 0,
        12, 0, 0, 0, 8, 0, 0, 0, 4, 0, 0, 0, -7, 0, 0, 0,
        9, 0, 0, 0, 11, 0, 0, 0, 29, 0, 0, 0, 13, 0, 0, 0,
        2, 0, 0, 0, 38, 0, 0, 0, -5, 0, 0, 0, -20, 0, 0, 0,
        31, 0, 0, 0, 17, 0, 0, 0, 26, 0, 0, 0, -17, 0, 0, 0,
        20, 0, 0, 0, 37, 0, 0, 0, 37, 0, 0, 0, -15, 0, 0, 0,
        30, 0, 0, 0, -6, 0, 0, 0, 70, 0, 0, 0, -27, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -61, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        52, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        -100, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -42, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -31, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        26, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 11, 0, 0, 0, -17, 0, 0, 0, -6, 0, 0, 0,
        -27, 0, 0, 0, -19, 0, 0, 0, 12, 0, 0, 0, -2, 0, 0, 0,
        -9, 0, 0, 0, -4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        22, 0, 0, 0, 7, 0, 0, 0, 12, 0, 0, 0, 2, 0, 0, 0,
        5, 0, 0, 0, 5, 0, 0, 0, -6, 0, 0, 0, 5, 0, 0, 0,
        -4, 0, 0, 0, 3, 0, 0, 0, 14, 0, 0, 0, -19, 0, 0, 0,
        49, 0, 0, 0, -22, 0, 0, 0, 18, 0, 0, 0, -12, 0, 0, 0,
        106, 0, 0, 0, -2, 0, 0, 0, 75, 0, 0, 0, -102, 0, 0, 0,
        -47, 0, 0, 0, 98, 0, 0, 0, -6, 0, 0, 0, -7, 0, 0, 0,
        -42, 0, 0, 0, 31, 0, 0, 0, -19, 0, 0, 0, -5, 0, 0, 0,
        10, 0, 0, 0, 18, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0,
        0, 0, 0, 0, -15, 0, 0, 0, 21, 0, 0, 0, -11, 0, 0, 0,
        -56, 0, 0, 0, 123, 0, 0, 0, -5, 0, 0, 0, -17, 0, 0, 0,
        -50, 0, 0, 0, -34, 0, 0, 0, 2, 0, 0, 0, -58, 0, 0, 0,
        8, 0, 0, 0, -29, 0, 0, 0, 27, 0, 0, 0, -44, 0, 0, 0,
        87, 0, 0, 0, -95, 0, 0, 0, 80, 0, 0, 0, -139, 0, 0, 0,
        -37, 0, 0, 0, 71, 0, 0, 0, -15, 0, 0, 0, -12, 0, 0, 0,
        -51, 0, 0, 0, 8, 0, 0, 0, -11, 0, 0, 0, -13, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, -14, 0, 0, 0,
        54, 0, 0, 0, -45, 0, 0, 0, 61, 0, 0, 0, -70, 0, 0, 0,
        -30, 0, 0, 0, 35, 0, 0, 0, -48, 0, 0, 0, -21, 0, 0, 0,
        -33, 0, 0, 0, -26, 0, 0, 0, 18, 0, 0, 0, -44, 0, 0, 0,
        15, 0, 0, 0, -48, 0, 0, 0, 53, 0, 0, 0, -167, 0, 0, 0,
        64, 0, 0, 0, -127, 0, 0, 0, 103, 0, 0, 0, -136, 0, 0, 0,
    ],
];

/// By the colour to move (black first) and the threat mask before the last move
/// (`Board::threat_mask_before`), sixteen masks a line.
#[rustfmt::skip]
pub static BEFORE: Masks = [
    [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
    [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
];
