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
//!
//! Fitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 139757 positions of 5362 games.

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nFitted by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 131446 positions of 4535 games.\nFitted, with the table of threat pairs, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 246128 positions of 8708 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 79112 positions of 3240 games.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 113004 positions of 4510 games.\nFitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 139757 positions of 5362 games.";

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
    [649, 544], // F4 F4 B2 F1
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
    [577, 488], // F4 B4 F2B B2
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
    [576, 482], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 472], // F4 B4 B2 B2
    [566, 477], // F4 B4 B2 F1
    [564, 488], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 477], // F4 B4 B2 Dead
    [565, 476], // F4 B4 F1 F1
    [562, 465], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 489], // F4 B4 F1 Dead
    [560, 456], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 468], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 449], // F4 B4 Dead Dead
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
    [566, 464], // F4 F3S B3 F1
    [564, 493], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 465], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 480], // F4 F3S F2B B2
    [564, 475], // F4 F3S F2B F1
    [562, 473], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 434], // F4 F3S F2A F1
    [562, 477], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 472], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 466], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 472], // F4 F3S F2 Dead
    [556, 468], // F4 F3S B2 B2
    [554, 473], // F4 F3S B2 F1
    [552, 438], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 454], // F4 F3S B2 Dead
    [553, 460], // F4 F3S F1 F1
    [551, 454], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 446], // F4 F3S F1 Dead
    [548, 460], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 450], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 438], // F4 F3S Dead Dead
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
    [577, 491], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 478], // F4 F3 B3 B2
    [566, 477], // F4 F3 B3 F1
    [564, 474], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 474], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 478], // F4 F3 F2B B2
    [564, 475], // F4 F3 F2B F1
    [562, 446], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 447], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 471], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 472], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 468], // F4 F3 F2 F1
    [562, 481], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 469], // F4 F3 F2 Dead
    [556, 467], // F4 F3 B2 B2
    [554, 448], // F4 F3 B2 F1
    [552, 438], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 425], // F4 F3 B2 Dead
    [553, 434], // F4 F3 F1 F1
    [551, 428], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 436], // F4 F3 F1 Dead
    [548, 443], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 423], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 449], // F4 F3 Dead Dead
    [548, 463], // F4 B3 B3 B3
    [546, 460], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 453], // F4 B3 B3 F2
    [537, 465], // F4 B3 B3 B2
    [535, 480], // F4 B3 B3 F1
    [533, 447], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 441], // F4 B3 B3 Dead
    [544, 482], // F4 B3 F2B F2B
    [544, 468], // F4 B3 F2B F2A
    [544, 469], // F4 B3 F2B F2
    [534, 492], // F4 B3 F2B B2
    [533, 423], // F4 B3 F2B F1
    [530, 413], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 462], // F4 B3 F2B Dead
    [544, 461], // F4 B3 F2A F2A
    [544, 462], // F4 B3 F2A F2
    [534, 444], // F4 B3 F2A B2
    [533, 444], // F4 B3 F2A F1
    [530, 421], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 436], // F4 B3 F2A Dead
    [544, 458], // F4 B3 F2 F2
    [534, 480], // F4 B3 F2 B2
    [533, 380], // F4 B3 F2 F1
    [530, 477], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 447], // F4 B3 F2 Dead
    [524, 455], // F4 B3 B2 B2
    [524, 374], // F4 B3 B2 F1
    [521, 424], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 412], // F4 B3 B2 Dead
    [522, 369], // F4 B3 F1 F1
    [520, 405], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 379], // F4 B3 F1 Dead
    [518, 341], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 387], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 374], // F4 B3 Dead Dead
    [542, 456], // F4 F2B F2B F2B
    [542, 430], // F4 F2B F2B F2A
    [542, 455], // F4 F2B F2B F2
    [532, 465], // F4 F2B F2B B2
    [530, 363], // F4 F2B F2B F1
    [528, 435], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 444], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 459], // F4 F2B F2A F2
    [532, 423], // F4 F2B F2A B2
    [530, 423], // F4 F2B F2A F1
    [528, 372], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 445], // F4 F2B F2A Dead
    [542, 460], // F4 F2B F2 F2
    [532, 492], // F4 F2B F2 B2
    [530, 317], // F4 F2B F2 F1
    [528, 410], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 461], // F4 F2B F2 Dead
    [522, 449], // F4 F2B B2 B2
    [521, 316], // F4 F2B B2 F1
    [519, 409], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 441], // F4 F2B B2 Dead
    [520, 360], // F4 F2B F1 F1
    [518, 343], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 409], // F4 F2B F1 Dead
    [515, 369], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 391], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 375], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 460], // F4 F2A F2A F2
    [532, 467], // F4 F2A F2A B2
    [530, 463], // F4 F2A F2A F1
    [528, 453], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 444], // F4 F2A F2A Dead
    [542, 450], // F4 F2A F2 F2
    [532, 430], // F4 F2A F2 B2
    [530, 506], // F4 F2A F2 F1
    [528, 471], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 419], // F4 F2A F2 Dead
    [522, 407], // F4 F2A B2 B2
    [521, 425], // F4 F2A B2 F1
    [519, 471], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 427], // F4 F2A B2 Dead
    [520, 351], // F4 F2A F1 F1
    [518, 357], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 410], // F4 F2A F1 Dead
    [515, 363], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 372], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 404], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 438], // F4 F2 F2 B2
    [530, 450], // F4 F2 F2 F1
    [528, 474], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 434], // F4 F2 F2 Dead
    [522, 429], // F4 F2 B2 B2
    [521, 422], // F4 F2 B2 F1
    [519, 486], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 433], // F4 F2 B2 Dead
    [520, 348], // F4 F2 F1 F1
    [518, 351], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 398], // F4 F2 F1 Dead
    [515, 400], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 378], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 385], // F4 F2 Dead Dead
    [513, 422], // F4 B2 B2 B2
    [511, 415], // F4 B2 B2 F1
    [509, 356], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 393], // F4 B2 B2 Dead
    [510, 345], // F4 B2 F1 F1
    [508, 347], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 365], // F4 B2 F1 Dead
    [506, 334], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 303], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 326], // F4 B2 Dead Dead
    [509, 340], // F4 F1 F1 F1
    [506, 340], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 348], // F4 F1 F1 Dead
    [504, 317], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 326], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 349], // F4 F1 Dead Dead
    [502, 310], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 326], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 304], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 304], // F4 Dead Dead Dead
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
    [527, 464], // B4 B4 F3 B2
    [526, 441], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 421], // B4 B4 B3 B3
    [506, 431], // B4 B4 B3 F2B
    [506, 423], // B4 B4 B3 F2A
    [506, 428], // B4 B4 B3 F2
    [496, 373], // B4 B4 B3 B2
    [495, 401], // B4 B4 B3 F1
    [492, 415], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 412], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 424], // B4 B4 F2B F2
    [494, 405], // B4 B4 F2B B2
    [492, 398], // B4 B4 F2B F1
    [490, 397], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 409], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 412], // B4 B4 F2A B2
    [492, 407], // B4 B4 F2A F1
    [490, 402], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 407], // B4 B4 F2A Dead
    [504, 424], // B4 B4 F2 F2
    [494, 421], // B4 B4 F2 B2
    [492, 428], // B4 B4 F2 F1
    [490, 424], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 404], // B4 B4 F2 Dead
    [484, 400], // B4 B4 B2 B2
    [483, 407], // B4 B4 B2 F1
    [481, 370], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 321], // B4 B4 B2 Dead
    [482, 375], // B4 B4 F1 F1
    [480, 377], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 359], // B4 B4 F1 Dead
    [477, 357], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 376], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 295], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 341], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [400, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 328], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 325], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 332], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 313], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 324], // B4 F3S B3 B2
    [364, 295], // B4 F3S B3 F1
    [351, 323], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [346, 289], // B4 F3S B3 Dead
    [372, 313], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 320], // B4 F3S F2B F2
    [356, 310], // B4 F3S F2B B2
    [362, 316], // B4 F3S F2B F1
    [356, 264], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 308], // B4 F3S F2B Dead
    [372, 314], // B4 F3S F2A F2A
    [372, 322], // B4 F3S F2A F2
    [363, 311], // B4 F3S F2A B2
    [313, 284], // B4 F3S F2A F1
    [359, 307], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [358, 312], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 327], // B4 F3S F2 B2
    [362, 280], // B4 F3S F2 F1
    [359, 296], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 259], // B4 F3S F2 Dead
    [354, 306], // B4 F3S B2 B2
    [352, 257], // B4 F3S B2 F1
    [332, 313], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [334, 278], // B4 F3S B2 Dead
    [364, 275], // B4 F3S F1 F1
    [360, 266], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [348, 291], // B4 F3S F1 Dead
    [324, 273], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [340, 238], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [357, 248], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 365], // B4 F3 F3 B2
    [395, 333], // B4 F3 F3 F1
    [392, 331], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 332], // B4 F3 F3 Dead
    [377, 321], // B4 F3 B3 B3
    [375, 319], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 318], // B4 F3 B3 F2
    [366, 327], // B4 F3 B3 B2
    [364, 291], // B4 F3 B3 F1
    [362, 305], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [364, 284], // B4 F3 B3 Dead
    [372, 304], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 318], // B4 F3 F2B F2
    [357, 313], // B4 F3 F2B B2
    [362, 278], // B4 F3 F2B F1
    [357, 308], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [358, 285], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 314], // B4 F3 F2A F2
    [363, 313], // B4 F3 F2A B2
    [362, 316], // B4 F3 F2A F1
    [359, 327], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 322], // B4 F3 F2A Dead
    [372, 314], // B4 F3 F2 F2
    [363, 314], // B4 F3 F2 B2
    [362, 391], // B4 F3 F2 F1
    [359, 265], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [358, 312], // B4 F3 F2 Dead
    [354, 295], // B4 F3 B2 B2
    [334, 342], // B4 F3 B2 F1
    [345, 279], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [352, 289], // B4 F3 B2 Dead
    [328, 320], // B4 F3 F1 F1
    [357, 292], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [322, 316], // B4 F3 F1 Dead
    [346, 290], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [341, 251], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [319, 224], // B4 F3 Dead Dead
    [163, 154], // B4 B3 B3 B3
    [192, 143], // B4 B3 B3 F2B
    [178, 193], // B4 B3 B3 F2A
    [177, 179], // B4 B3 B3 F2
    [173, 176], // B4 B3 B3 B2
    [106, 98], // B4 B3 B3 F1
    [178, 176], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [203, 178], // B4 B3 B3 Dead
    [174, 151], // B4 B3 F2B F2B
    [185, 173], // B4 B3 F2B F2A
    [183, 155], // B4 B3 F2B F2
    [210, 238], // B4 B3 F2B B2
    [172, 174], // B4 B3 F2B F1
    [170, 146], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [259, 203], // B4 B3 F2B Dead
    [179, 170], // B4 B3 F2A F2A
    [192, 176], // B4 B3 F2A F2
    [191, 200], // B4 B3 F2A B2
    [184, 191], // B4 B3 F2A F1
    [213, 233], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [161, 164], // B4 B3 F2A Dead
    [169, 157], // B4 B3 F2 F2
    [217, 193], // B4 B3 F2 B2
    [161, 112], // B4 B3 F2 F1
    [135, 142], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [126, 113], // B4 B3 F2 Dead
    [115, 124], // B4 B3 B2 B2
    [133, 124], // B4 B3 B2 F1
    [136, 143], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [119, 113], // B4 B3 B2 Dead
    [124, 114], // B4 B3 F1 F1
    [111, 114], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [105, 92], // B4 B3 F1 Dead
    [135, 115], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [113, 94], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [111, 92], // B4 B3 Dead Dead
    [170, 141], // B4 F2B F2B F2B
    [186, 151], // B4 F2B F2B F2A
    [167, 142], // B4 F2B F2B F2
    [233, 238], // B4 F2B F2B B2
    [176, 163], // B4 F2B F2B F1
    [224, 205], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [257, 196], // B4 F2B F2B Dead
    [174, 144], // B4 F2B F2A F2A
    [213, 235], // B4 F2B F2A F2
    [140, 111], // B4 F2B F2A B2
    [145, 171], // B4 F2B F2A F1
    [167, 125], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [189, 125], // B4 F2B F2A Dead
    [160, 137], // B4 F2B F2 F2
    [115, 77], // B4 F2B F2 B2
    [197, 172], // B4 F2B F2 F1
    [126, 118], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [229, 173], // B4 F2B F2 Dead
    [223, 219], // B4 F2B B2 B2
    [186, 151], // B4 F2B B2 F1
    [157, 166], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [210, 161], // B4 F2B B2 Dead
    [169, 137], // B4 F2B F1 F1
    [151, 126], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [154, 121], // B4 F2B F1 Dead
    [128, 109], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [149, 118], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [149, 96], // B4 F2B Dead Dead
    [185, 162], // B4 F2A F2A F2A
    [180, 141], // B4 F2A F2A F2
    [107, 140], // B4 F2A F2A B2
    [225, 173], // B4 F2A F2A F1
    [197, 171], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [201, 176], // B4 F2A F2A Dead
    [147, 103], // B4 F2A F2 F2
    [238, 228], // B4 F2A F2 B2
    [280, 203], // B4 F2A F2 F1
    [167, 104], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [148, 127], // B4 F2A F2 Dead
    [166, 181], // B4 F2A B2 B2
    [151, 134], // B4 F2A B2 F1
    [176, 172], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [146, 118], // B4 F2A B2 Dead
    [186, 146], // B4 F2A F1 F1
    [161, 133], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [162, 127], // B4 F2A F1 Dead
    [132, 95], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [139, 118], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [120, 100], // B4 F2A Dead Dead
    [177, 154], // B4 F2 F2 F2
    [186, 175], // B4 F2 F2 B2
    [231, 174], // B4 F2 F2 F1
    [198, 176], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [161, 141], // B4 F2 F2 Dead
    [183, 126], // B4 F2 B2 B2
    [139, 131], // B4 F2 B2 F1
    [164, 135], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [118, 111], // B4 F2 B2 Dead
    [120, 108], // B4 F2 F1 F1
    [124, 104], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [148, 117], // B4 F2 F1 Dead
    [137, 133], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [128, 89], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [103, 79], // B4 F2 Dead Dead
    [113, 111], // B4 B2 B2 B2
    [116, 110], // B4 B2 B2 F1
    [124, 107], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [95, 86], // B4 B2 B2 Dead
    [117, 96], // B4 B2 F1 F1
    [108, 99], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [90, 78], // B4 B2 F1 Dead
    [90, 77], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [69, 66], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [72, 55], // B4 B2 Dead Dead
    [99, 77], // B4 F1 F1 F1
    [106, 81], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [92, 71], // B4 F1 F1 Dead
    [102, 79], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [91, 77], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [73, 59], // B4 F1 Dead Dead
    [77, 79], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [67, 43], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [61, 45], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [56, 40], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 244], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [278, 234], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [274, 233], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [289, 230], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [290, 242], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [278, 234], // F3S F3S F3 B2
    [277, 233], // F3S F3S F3 F1
    [265, 231], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [269, 228], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [275, 219], // F3S F3S B3 F2B
    [256, 216], // F3S F3S B3 F2A
    [256, 216], // F3S F3S B3 F2
    [289, 228], // F3S F3S B3 B2
    [216, 160], // F3S F3S B3 F1
    [295, 214], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [236, 217], // F3S F3S B3 Dead
    [290, 252], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [269, 251], // F3S F3S F2B B2
    [200, 205], // F3S F3S F2B F1
    [252, 189], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [260, 201], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [257, 213], // F3S F3S F2A F2
    [252, 203], // F3S F3S F2A B2
    [241, 243], // F3S F3S F2A F1
    [239, 167], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [220, 175], // F3S F3S F2A Dead
    [254, 214], // F3S F3S F2 F2
    [297, 222], // F3S F3S F2 B2
    [218, 214], // F3S F3S F2 F1
    [245, 203], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [232, 209], // F3S F3S F2 Dead
    [252, 283], // F3S F3S B2 B2
    [221, 236], // F3S F3S B2 F1
    [163, 162], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [330, 225], // F3S F3S B2 Dead
    [85, 60], // F3S F3S F1 F1
    [102, 134], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [249, 175], // F3S F3S F1 Dead
    [173, 120], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [222, 168], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [265, 140], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 244], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [248, 182], // F3S F3 F3 B2
    [276, 240], // F3S F3 F3 F1
    [275, 231], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [273, 230], // F3S F3 F3 Dead
    [267, 219], // F3S F3 B3 B3
    [256, 241], // F3S F3 B3 F2B
    [258, 203], // F3S F3 B3 F2A
    [257, 220], // F3S F3 B3 F2
    [261, 220], // F3S F3 B3 B2
    [176, 23], // F3S F3 B3 F1
    [306, 210], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [267, 235], // F3S F3 B3 Dead
    [257, 227], // F3S F3 F2B F2B
    [272, 253], // F3S F3 F2B F2A
    [254, 219], // F3S F3 F2B F2
    [216, 151], // F3S F3 F2B B2
    [159, 167], // F3S F3 F2B F1
    [171, 138], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [334, 238], // F3S F3 F2B Dead
    [254, 214], // F3S F3 F2A F2A
    [150, 205], // F3S F3 F2A F2
    [220, 196], // F3S F3 F2A B2
    [225, 234], // F3S F3 F2A F1
    [114, 130], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [297, 195], // F3S F3 F2A Dead
    [250, 174], // F3S F3 F2 F2
    [263, 227], // F3S F3 F2 B2
    [180, 220], // F3S F3 F2 F1
    [263, 256], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [293, 259], // F3S F3 F2 Dead
    [286, 239], // F3S F3 B2 B2
    [263, 231], // F3S F3 B2 F1
    [233, 158], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [299, 201], // F3S F3 B2 Dead
    [46, 132], // F3S F3 F1 F1
    [178, 157], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [199, 169], // F3S F3 F1 Dead
    [236, 85], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [217, 209], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [308, 207], // F3S F3 Dead Dead
    [151, 124], // F3S B3 B3 B3
    [162, 169], // F3S B3 B3 F2B
    [161, 137], // F3S B3 B3 F2A
    [138, 102], // F3S B3 B3 F2
    [143, 119], // F3S B3 B3 B2
    [143, 151], // F3S B3 B3 F1
    [225, 177], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [202, 174], // F3S B3 B3 Dead
    [189, 129], // F3S B3 F2B F2B
    [149, 102], // F3S B3 F2B F2A
    [161, 164], // F3S B3 F2B F2
    [235, 194], // F3S B3 F2B B2
    [142, 66], // F3S B3 F2B F1
    [212, 145], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [203, 160], // F3S B3 F2B Dead
    [136, 108], // F3S B3 F2A F2A
    [159, 141], // F3S B3 F2A F2
    [171, 82], // F3S B3 F2A B2
    [238, 149], // F3S B3 F2A F1
    [205, 149], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [209, 140], // F3S B3 F2A Dead
    [108, 143], // F3S B3 F2 F2
    [129, 99], // F3S B3 F2 B2
    [157, 111], // F3S B3 F2 F1
    [131, 160], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [199, 171], // F3S B3 F2 Dead
    [133, 77], // F3S B3 B2 B2
    [121, 98], // F3S B3 B2 F1
    [146, 137], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [164, 120], // F3S B3 B2 Dead
    [129, 111], // F3S B3 F1 F1
    [101, 101], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [153, 125], // F3S B3 F1 Dead
    [116, 90], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [135, 120], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [93, 83], // F3S B3 Dead Dead
    [143, 108], // F3S F2B F2B F2B
    [285, 217], // F3S F2B F2B F2A
    [178, 243], // F3S F2B F2B F2
    [226, 173], // F3S F2B F2B B2
    [109, 59], // F3S F2B F2B F1
    [156, 140], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [206, 114], // F3S F2B F2B Dead
    [140, 122], // F3S F2B F2A F2A
    [147, 96], // F3S F2B F2A F2
    [163, 162], // F3S F2B F2A B2
    [193, 164], // F3S F2B F2A F1
    [62, 71], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [142, 46], // F3S F2B F2A Dead
    [111, 113], // F3S F2B F2 F2
    [115, 126], // F3S F2B F2 B2
    [86, 97], // F3S F2B F2 F1
    [172, 148], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [172, 158], // F3S F2B F2 Dead
    [199, 173], // F3S F2B B2 B2
    [99, 70], // F3S F2B B2 F1
    [149, 134], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [167, 141], // F3S F2B B2 Dead
    [62, 68], // F3S F2B F1 F1
    [137, 101], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [58, 48], // F3S F2B F1 Dead
    [92, 89], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [139, 108], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [102, 71], // F3S F2B Dead Dead
    [125, 108], // F3S F2A F2A F2A
    [137, 104], // F3S F2A F2A F2
    [162, 150], // F3S F2A F2A B2
    [179, 166], // F3S F2A F2A F1
    [136, 104], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [133, 134], // F3S F2A F2A Dead
    [145, 171], // F3S F2A F2 F2
    [150, 143], // F3S F2A F2 B2
    [151, 121], // F3S F2A F2 F1
    [96, 80], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [202, 125], // F3S F2A F2 Dead
    [100, 102], // F3S F2A B2 B2
    [108, 91], // F3S F2A B2 F1
    [136, 101], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [138, 120], // F3S F2A B2 Dead
    [87, 64], // F3S F2A F1 F1
    [104, 81], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [118, 75], // F3S F2A F1 Dead
    [117, 44], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [138, 87], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [134, 77], // F3S F2A Dead Dead
    [140, 126], // F3S F2 F2 F2
    [169, 141], // F3S F2 F2 B2
    [140, 130], // F3S F2 F2 F1
    [183, 130], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [123, 143], // F3S F2 F2 Dead
    [131, 150], // F3S F2 B2 B2
    [76, 72], // F3S F2 B2 F1
    [126, 127], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [104, 97], // F3S F2 B2 Dead
    [101, 74], // F3S F2 F1 F1
    [77, 74], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [99, 78], // F3S F2 F1 Dead
    [113, 99], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [91, 80], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [90, 70], // F3S F2 Dead Dead
    [99, 60], // F3S B2 B2 B2
    [96, 80], // F3S B2 B2 F1
    [115, 94], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [115, 100], // F3S B2 B2 Dead
    [96, 86], // F3S B2 F1 F1
    [90, 84], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [77, 69], // F3S B2 F1 Dead
    [83, 69], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [88, 71], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [61, 41], // F3S B2 Dead Dead
    [86, 72], // F3S F1 F1 F1
    [73, 59], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [56, 40], // F3S F1 F1 Dead
    [78, 60], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [53, 33], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [66, 55], // F3S F1 Dead Dead
    [36, 23], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [61, 35], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [63, 41], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [75, 51], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [290, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [279, 239], // F3 F3 F3 B2
    [279, 231], // F3 F3 F3 F1
    [274, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 225], // F3 F3 F3 Dead
    [261, 225], // F3 F3 B3 B3
    [256, 216], // F3 F3 B3 F2B
    [257, 218], // F3 F3 B3 F2A
    [256, 239], // F3 F3 B3 F2
    [205, 155], // F3 F3 B3 B2
    [262, 263], // F3 F3 B3 F1
    [261, 243], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [294, 180], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [254, 207], // F3 F3 F2B F2A
    [247, 211], // F3 F3 F2B F2
    [234, 187], // F3 F3 F2B B2
    [262, 224], // F3 F3 F2B F1
    [247, 224], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [183, 138], // F3 F3 F2B Dead
    [254, 214], // F3 F3 F2A F2A
    [239, 146], // F3 F3 F2A F2
    [245, 161], // F3 F3 F2A B2
    [239, 209], // F3 F3 F2A F1
    [234, 212], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [292, 242], // F3 F3 F2A Dead
    [266, 226], // F3 F3 F2 F2
    [250, 198], // F3 F3 F2 B2
    [221, 214], // F3 F3 F2 F1
    [243, 186], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [251, 167], // F3 F3 F2 Dead
    [265, 213], // F3 F3 B2 B2
    [209, 176], // F3 F3 B2 F1
    [204, 172], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [295, 192], // F3 F3 B2 Dead
    [203, 207], // F3 F3 F1 F1
    [161, 176], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [222, 200], // F3 F3 F1 Dead
    [217, 191], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [296, 200], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [270, 188], // F3 F3 Dead Dead
    [149, 134], // F3 B3 B3 B3
    [167, 100], // F3 B3 B3 F2B
    [135, 112], // F3 B3 B3 F2A
    [186, 141], // F3 B3 B3 F2
    [157, 106], // F3 B3 B3 B2
    [111, 127], // F3 B3 B3 F1
    [207, 174], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [129, 108], // F3 B3 B3 Dead
    [101, 73], // F3 B3 F2B F2B
    [165, 151], // F3 B3 F2B F2A
    [84, 63], // F3 B3 F2B F2
    [180, 163], // F3 B3 F2B B2
    [127, 141], // F3 B3 F2B F1
    [148, 144], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [198, 124], // F3 B3 F2B Dead
    [173, 151], // F3 B3 F2A F2A
    [179, 131], // F3 B3 F2A F2
    [89, 109], // F3 B3 F2A B2
    [151, 128], // F3 B3 F2A F1
    [76, 115], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [170, 140], // F3 B3 F2A Dead
    [169, 94], // F3 B3 F2 F2
    [76, 23], // F3 B3 F2 B2
    [157, 131], // F3 B3 F2 F1
    [146, 105], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [137, 123], // F3 B3 F2 Dead
    [117, 127], // F3 B3 B2 B2
    [96, 89], // F3 B3 B2 F1
    [112, 103], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [123, 110], // F3 B3 B2 Dead
    [103, 95], // F3 B3 F1 F1
    [113, 105], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [104, 92], // F3 B3 F1 Dead
    [107, 77], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [97, 86], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [90, 78], // F3 B3 Dead Dead
    [142, 163], // F3 F2B F2B F2B
    [147, 96], // F3 F2B F2B F2A
    [127, 91], // F3 F2B F2B F2
    [59, 48], // F3 F2B F2B B2
    [21, 63], // F3 F2B F2B F1
    [115, 67], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [125, 122], // F3 F2B F2B Dead
    [130, 120], // F3 F2B F2A F2A
    [122, 80], // F3 F2B F2A F2
    [60, 125], // F3 F2B F2A B2
    [106, 95], // F3 F2B F2A F1
    [147, 114], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [155, 126], // F3 F2B F2A Dead
    [109, 92], // F3 F2B F2 F2
    [114, 112], // F3 F2B F2 B2
    [72, 25], // F3 F2B F2 F1
    [112, 103], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [161, 84], // F3 F2B F2 Dead
    [158, 133], // F3 F2B B2 B2
    [83, 82], // F3 F2B B2 F1
    [118, 99], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [132, 111], // F3 F2B B2 Dead
    [96, 71], // F3 F2B F1 F1
    [79, 77], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [113, 80], // F3 F2B F1 Dead
    [69, 76], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [102, 110], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [121, 85], // F3 F2B Dead Dead
    [147, 118], // F3 F2A F2A F2A
    [138, 55], // F3 F2A F2A F2
    [94, 14], // F3 F2A F2A B2
    [183, 144], // F3 F2A F2A F1
    [146, 103], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [140, 65], // F3 F2A F2A Dead
    [102, 78], // F3 F2A F2 F2
    [141, 161], // F3 F2A F2 B2
    [148, 139], // F3 F2A F2 F1
    [98, 84], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [136, 79], // F3 F2A F2 Dead
    [100, 95], // F3 F2A B2 B2
    [96, 82], // F3 F2A B2 F1
    [116, 95], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [96, 110], // F3 F2A B2 Dead
    [97, 86], // F3 F2A F1 F1
    [95, 89], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [108, 94], // F3 F2A F1 Dead
    [125, 102], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [84, 66], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [103, 76], // F3 F2A Dead Dead
    [163, 120], // F3 F2 F2 F2
    [105, 123], // F3 F2 F2 B2
    [151, 140], // F3 F2 F2 F1
    [164, 166], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [96, 72], // F3 F2 F2 Dead
    [166, 138], // F3 F2 B2 B2
    [81, 82], // F3 F2 B2 F1
    [91, 107], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [130, 121], // F3 F2 B2 Dead
    [84, 70], // F3 F2 F1 F1
    [86, 78], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [111, 94], // F3 F2 F1 Dead
    [80, 74], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [72, 59], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [77, 72], // F3 F2 Dead Dead
    [108, 81], // F3 B2 B2 B2
    [99, 76], // F3 B2 B2 F1
    [89, 81], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [72, 60], // F3 B2 B2 Dead
    [87, 76], // F3 B2 F1 F1
    [71, 64], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [80, 59], // F3 B2 F1 Dead
    [91, 80], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [68, 61], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [58, 48], // F3 B2 Dead Dead
    [85, 69], // F3 F1 F1 F1
    [78, 58], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [84, 75], // F3 F1 F1 Dead
    [69, 53], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [76, 64], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [79, 67], // F3 F1 Dead Dead
    [37, 29], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [69, 51], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [61, 55], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [57, 48], // F3 Dead Dead Dead
    [123, 136], // B3 B3 B3 B3
    [65, 3], // B3 B3 B3 F2B
    [140, 110], // B3 B3 B3 F2A
    [117, 118], // B3 B3 B3 F2
    [120, 90], // B3 B3 B3 B2
    [84, 66], // B3 B3 B3 F1
    [99, 98], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [76, 60], // B3 B3 B3 Dead
    [102, 87], // B3 B3 F2B F2B
    [100, 26], // B3 B3 F2B F2A
    [71, 52], // B3 B3 F2B F2
    [103, 83], // B3 B3 F2B B2
    [75, 68], // B3 B3 F2B F1
    [129, 118], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [132, 122], // B3 B3 F2B Dead
    [76, 52], // B3 B3 F2A F2A
    [78, 69], // B3 B3 F2A F2
    [82, 72], // B3 B3 F2A B2
    [75, 65], // B3 B3 F2A F1
    [94, 85], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [105, 85], // B3 B3 F2A Dead
    [109, 138], // B3 B3 F2 F2
    [95, 83], // B3 B3 F2 B2
    [51, 52], // B3 B3 F2 F1
    [80, 75], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [78, 67], // B3 B3 F2 Dead
    [53, 56], // B3 B3 B2 B2
    [77, 74], // B3 B3 B2 F1
    [50, 52], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [59, 49], // B3 B3 B2 Dead
    [64, 59], // B3 B3 F1 F1
    [60, 57], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [46, 39], // B3 B3 F1 Dead
    [70, 69], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [54, 51], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [45, 39], // B3 B3 Dead Dead
    [79, 65], // B3 F2B F2B F2B
    [91, 26], // B3 F2B F2B F2A
    [22, -37], // B3 F2B F2B F2
    [59, 60], // B3 F2B F2B B2
    [19, 8], // B3 F2B F2B F1
    [82, 84], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [172, 140], // B3 F2B F2B Dead
    [132, 77], // B3 F2B F2A F2A
    [95, 121], // B3 F2B F2A F2
    [81, 80], // B3 F2B F2A B2
    [69, 49], // B3 F2B F2A F1
    [47, 28], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [64, 72], // B3 F2B F2A Dead
    [137, 122], // B3 F2B F2 F2
    [43, 60], // B3 F2B F2 B2
    [103, 85], // B3 F2B F2 F1
    [100, 96], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [96, 77], // B3 F2B F2 Dead
    [74, 78], // B3 F2B B2 B2
    [43, 45], // B3 F2B B2 F1
    [70, 61], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [70, 56], // B3 F2B B2 Dead
    [48, 44], // B3 F2B F1 F1
    [61, 54], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [55, 44], // B3 F2B F1 Dead
    [54, 54], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [48, 41], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [37, 28], // B3 F2B Dead Dead
    [74, 34], // B3 F2A F2A F2A
    [0, 65], // B3 F2A F2A F2
    [96, 73], // B3 F2A F2A B2
    [65, 73], // B3 F2A F2A F1
    [101, 79], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [111, 84], // B3 F2A F2A Dead
    [55, 110], // B3 F2A F2 F2
    [52, 27], // B3 F2A F2 B2
    [85, 70], // B3 F2A F2 F1
    [91, 79], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [82, 65], // B3 F2A F2 Dead
    [67, 60], // B3 F2A B2 B2
    [58, 49], // B3 F2A B2 F1
    [66, 43], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [74, 54], // B3 F2A B2 Dead
    [59, 52], // B3 F2A F1 F1
    [61, 50], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [44, 39], // B3 F2A F1 Dead
    [67, 52], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [47, 40], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [43, 36], // B3 F2A Dead Dead
    [109, 98], // B3 F2 F2 F2
    [47, 37], // B3 F2 F2 B2
    [96, 75], // B3 F2 F2 F1
    [80, 86], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [73, 59], // B3 F2 F2 Dead
    [76, 64], // B3 F2 B2 B2
    [54, 45], // B3 F2 B2 F1
    [52, 50], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [60, 47], // B3 F2 B2 Dead
    [60, 53], // B3 F2 F1 F1
    [53, 46], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [63, 55], // B3 F2 F1 Dead
    [58, 60], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [50, 41], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [41, 37], // B3 F2 Dead Dead
    [39, 42], // B3 B2 B2 B2
    [40, 35], // B3 B2 B2 F1
    [45, 43], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [32, 28], // B3 B2 B2 Dead
    [30, 27], // B3 B2 F1 F1
    [31, 29], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [23, 22], // B3 B2 F1 Dead
    [33, 30], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [20, 17], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [27, 23], // B3 B2 Dead Dead
    [21, 19], // B3 F1 F1 F1
    [28, 27], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [32, 28], // B3 F1 F1 Dead
    [27, 24], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [26, 25], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [20, 18], // B3 F1 Dead Dead
    [35, 28], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [14, 17], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [17, 18], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [20, 18], // B3 Dead Dead Dead
    [104, 71], // F2B F2B F2B F2B
    [67, 50], // F2B F2B F2B F2A
    [173, 122], // F2B F2B F2B F2
    [146, 106], // F2B F2B F2B B2
    [-5, -2], // F2B F2B F2B F1
    [109, 84], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [103, 60], // F2B F2B F2B Dead
    [61, 17], // F2B F2B F2A F2A
    [21, 29], // F2B F2B F2A F2
    [64, 49], // F2B F2B F2A B2
    [-9, 4], // F2B F2B F2A F1
    [73, 80], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [109, 92], // F2B F2B F2A Dead
    [33, -23], // F2B F2B F2 F2
    [148, 66], // F2B F2B F2 B2
    [21, 28], // F2B F2B F2 F1
    [145, 96], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [94, 63], // F2B F2B F2 Dead
    [73, 63], // F2B F2B B2 B2
    [39, 24], // F2B F2B B2 F1
    [48, 49], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [82, 72], // F2B F2B B2 Dead
    [10, 13], // F2B F2B F1 F1
    [39, 36], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [31, 19], // F2B F2B F1 Dead
    [28, 42], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [52, 36], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [58, 45], // F2B F2B Dead Dead
    [62, 28], // F2B F2A F2A F2A
    [73, 32], // F2B F2A F2A F2
    [19, -6], // F2B F2A F2A B2
    [22, 40], // F2B F2A F2A F1
    [47, 53], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [21, 19], // F2B F2A F2A Dead
    [58, 72], // F2B F2A F2 F2
    [44, 43], // F2B F2A F2 B2
    [58, 40], // F2B F2A F2 F1
    [72, 62], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [26, 6], // F2B F2A F2 Dead
    [56, 33], // F2B F2A B2 B2
    [39, 33], // F2B F2A B2 F1
    [34, 39], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [56, 63], // F2B F2A B2 Dead
    [24, 27], // F2B F2A F1 F1
    [40, 41], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [53, 46], // F2B F2A F1 Dead
    [63, 45], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [53, 63], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [53, 61], // F2B F2A Dead Dead
    [35, 21], // F2B F2 F2 F2
    [69, 37], // F2B F2 F2 B2
    [44, 52], // F2B F2 F2 F1
    [108, 68], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [38, 44], // F2B F2 F2 Dead
    [85, 83], // F2B F2 B2 B2
    [36, 27], // F2B F2 B2 F1
    [76, 70], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [41, 44], // F2B F2 B2 Dead
    [20, 22], // F2B F2 F1 F1
    [42, 38], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [49, 42], // F2B F2 F1 Dead
    [45, 38], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [53, 59], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [54, 58], // F2B F2 Dead Dead
    [28, 30], // F2B B2 B2 B2
    [27, 26], // F2B B2 B2 F1
    [30, 31], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [34, 25], // F2B B2 B2 Dead
    [17, 17], // F2B B2 F1 F1
    [26, 27], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [29, 29], // F2B B2 F1 Dead
    [38, 35], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [26, 25], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [7, 11], // F2B B2 Dead Dead
    [-1, 4], // F2B F1 F1 F1
    [9, 6], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [22, 10], // F2B F1 F1 Dead
    [30, 26], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [18, 16], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [25, 19], // F2B F1 Dead Dead
    [30, 28], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [14, 7], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [22, 19], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [19, 16], // F2B Dead Dead Dead
    [76, 62], // F2A F2A F2A F2A
    [18, 51], // F2A F2A F2A F2
    [74, 42], // F2A F2A F2A B2
    [-26, 27], // F2A F2A F2A F1
    [61, 63], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [111, 89], // F2A F2A F2A Dead
    [-19, -20], // F2A F2A F2 F2
    [50, 49], // F2A F2A F2 B2
    [73, 39], // F2A F2A F2 F1
    [7, 32], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [46, 51], // F2A F2A F2 Dead
    [84, 70], // F2A F2A B2 B2
    [59, 48], // F2A F2A B2 F1
    [67, 48], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [55, 52], // F2A F2A B2 Dead
    [36, 39], // F2A F2A F1 F1
    [40, 34], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [46, 35], // F2A F2A F1 Dead
    [44, 57], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [26, 28], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [54, 56], // F2A F2A Dead Dead
    [2, -17], // F2A F2 F2 F2
    [19, 41], // F2A F2 F2 B2
    [75, 71], // F2A F2 F2 F1
    [23, 32], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [45, 64], // F2A F2 F2 Dead
    [81, 85], // F2A F2 B2 B2
    [53, 45], // F2A F2 B2 F1
    [67, 56], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [82, 66], // F2A F2 B2 Dead
    [48, 42], // F2A F2 F1 F1
    [51, 52], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [30, 25], // F2A F2 F1 Dead
    [41, 30], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [49, 35], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [33, 30], // F2A F2 Dead Dead
    [60, 58], // F2A B2 B2 B2
    [32, 28], // F2A B2 B2 F1
    [48, 43], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [31, 24], // F2A B2 B2 Dead
    [25, 25], // F2A B2 F1 F1
    [24, 20], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [22, 19], // F2A B2 F1 Dead
    [19, 12], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [21, 11], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [23, 20], // F2A B2 Dead Dead
    [27, 22], // F2A F1 F1 F1
    [22, 17], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [20, 13], // F2A F1 F1 Dead
    [26, 17], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [20, 17], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [20, 13], // F2A F1 Dead Dead
    [33, 4], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [5, 4], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [17, 14], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [21, 15], // F2A Dead Dead Dead
    [73, 70], // F2 F2 F2 F2
    [61, 53], // F2 F2 F2 B2
    [95, 128], // F2 F2 F2 F1
    [113, 16], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [38, 28], // F2 F2 F2 Dead
    [58, 46], // F2 F2 B2 B2
    [49, 45], // F2 F2 B2 F1
    [41, 45], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [53, 41], // F2 F2 B2 Dead
    [55, 47], // F2 F2 F1 F1
    [46, 43], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [55, 52], // F2 F2 F1 Dead
    [43, 35], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [60, 59], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [40, 40], // F2 F2 Dead Dead
    [29, 23], // F2 B2 B2 B2
    [27, 30], // F2 B2 B2 F1
    [20, 20], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [25, 30], // F2 B2 B2 Dead
    [28, 26], // F2 B2 F1 F1
    [21, 18], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [26, 21], // F2 B2 F1 Dead
    [30, 26], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [16, 11], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [20, 17], // F2 B2 Dead Dead
    [23, 21], // F2 F1 F1 F1
    [16, 16], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 23], // F2 F1 F1 Dead
    [12, 12], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [15, 17], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [12, 12], // F2 F1 Dead Dead
    [-3, 11], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [28, 21], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [15, 12], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [18, 16], // F2 Dead Dead Dead
    [3, -3], // B2 B2 B2 B2
    [13, 15], // B2 B2 B2 F1
    [2, 2], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [3, 3], // B2 B2 B2 Dead
    [14, 15], // B2 B2 F1 F1
    [8, 9], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [6, 8], // B2 B2 F1 Dead
    [6, 9], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [6, 5], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [8, 8], // B2 B2 Dead Dead
    [13, 13], // B2 F1 F1 F1
    [11, 12], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 15], // B2 F1 F1 Dead
    [11, 9], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [8, 8], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [11, 10], // B2 F1 Dead Dead
    [5, 1], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [-1, -2], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [6, 5], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [10, 10], // B2 Dead Dead Dead
    [12, 13], // F1 F1 F1 F1
    [11, 12], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [12, 13], // F1 F1 F1 Dead
    [11, 10], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [11, 10], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [8, 6], // F1 F1 Dead Dead
    [11, 7], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [9, 7], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [8, 7], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [11, 11], // F1 Dead Dead Dead
    [32, 8], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [-1, 1], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [8, 6], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [11, 10], // B1 Dead Dead Dead
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
        [3, 0, -1, 3, 9, 1, 6, -3, 31, 3, -17, -62, 105, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-3, 0, -1, -4, 5, -4, 11, 1, 42, 2, -31, -37, 113, 0], // Flex2
        [-6, 0, -2, -3, 8, -11, -1, -6, 47, -5, -25, -59, 146, 0], // Block3
        [-12, 0, -3, -7, 11, -16, 28, 16, 58, -16, -21, -55, 161, 0], // Flex2x2
        [-14, 0, -3, -12, 1, 0, 10, 11, 76, 0, -19, 17, 107, 0], // Block3Plus
        [-16, 0, -19, -9, -15, -16, 7, -8, 56, -9, -21, 80, 263, 0], // Flex3
        [-11, 0, -12, -7, -12, -21, 30, 14, 83, 12, -43, 71, 269, 0], // Flex3Plus
        [-76, 0, -25, -52, 6, 103, 96, -18, 0, -67, -4, 0, 4, 0], // Flex3x2
        [-20, 0, -20, -10, -18, -15, 22, 19, 91, -12, 3, 52, 233, 0], // Block4
        [-19, 0, -7, 3, -3, 12, 41, 11, 11, 13, 16, 17, 133, 0], // Block4Plus
        [-44, 0, 13, -32, -1, 16, -21, 2, 0, 0, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [-1, 0, 2, 5, 5, 11, 7, 2, 53, 9, -6, -34, 120, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [0, 0, 0, 1, 1, 3, 6, -2, 13, 1, -19, 6, 139, 0], // Flex2
        [-3, 0, 1, 0, 6, 11, 9, -1, 39, -6, -27, 5, 135, 0], // Block3
        [-13, 0, -5, -12, -19, -2, 7, 27, -7, -8, -7, 34, 131, 0], // Flex2x2
        [-5, 0, -5, 7, 14, -2, 11, 19, -61, -2, -34, 15, 139, 0], // Block3Plus
        [-10, 0, -14, -7, -19, -11, -10, -27, -14, -29, -38, 89, 219, 0], // Flex3
        [-9, 0, -2, -3, -12, 13, 4, 4, 13, -37, -4, 49, 162, 0], // Flex3Plus
        [-19, 0, -37, -74, -24, -21, -23, -42, 26, -85, 1, 12, 17, 0], // Flex3x2
        [-13, 0, -16, -7, -13, -9, 16, 5, 4, 28, 13, 10, 217, 0], // Block4
        [-9, 0, 3, -2, -25, -18, 36, 42, 9, 34, 22, 7, 154, 0], // Block4Plus
        [-84, 0, -8, -6, -20, -6, -10, 0, 0, -7, 1, 0, 1, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`), sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        -56, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -77, 0, 0, 0, 0, 0, 0, 0, -59, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -84, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -65, 0, 0, 0, 0, 0, 0, 0, -69, 0, 0, 0, 0, 0, 0, 0,
        -101, 0, 0, 0, 0, 0, 0, 0, -37, 0, 0, 0, 0, 0, 0, 0,
        -69, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, -2, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 19, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        14, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 8, 0, 0, 0,
        23, 0, 0, 0, -12, 0, 0, 0, 8, 0, 0, 0, 4, 0, 0, 0,
        0, 0, 0, 0, 14, 0, 0, 0, 28, 0, 0, 0, 2, 0, 0, 0,
        -26, 0, 0, 0, 20, 0, 0, 0, 8, 0, 0, 0, 8, 0, 0, 0,
        -48, 0, 0, 0, 47, 0, 0, 0, -1, 0, 0, 0, 22, 0, 0, 0,
        10, 0, 0, 0, 11, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -9, 0, 0, 0, 130, 0, 0, 0, -2, 0, 0, 0, 5, 0, 0, 0,
        -11, 0, 0, 0, 17, 0, 0, 0, -42, 0, 0, 0, 64, 0, 0, 0,
        -23, 0, 0, 0, 125, 0, 0, 0, -17, 0, 0, 0, 16, 0, 0, 0,
        6, 0, 0, 0, 63, 0, 0, 0, -14, 0, 0, 0, 103, 0, 0, 0,
        7, 0, 0, 0, 19, 0, 0, 0, 6, 0, 0, 0, 7, 0, 0, 0,
        -3, 0, 0, 0, 26, 0, 0, 0, -32, 0, 0, 0, 44, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 27, 0, 0, 0, 13, 0, 0, 0, 11, 0, 0, 0,
        -39, 0, 0, 0, 35, 0, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0,
        -1, 0, 0, 0, 49, 0, 0, 0, -19, 0, 0, 0, 75, 0, 0, 0,
        52, 0, 0, 0, 69, 0, 0, 0, -6, 0, 0, 0, -13, 0, 0, 0,
        49, 0, 0, 0, 122, 0, 0, 0, 57, 0, 0, 0, 69, 0, 0, 0,
        14, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, -18, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 16, 0, 0, 0, 10, 0, 0, 0, 2, 0, 0, 0,
        8, 0, 0, 0, 6, 0, 0, 0, 34, 0, 0, 0, 23, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, -10, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, -1, 0, 0, 0,
        -1, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -14, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 6, 0, 0, 0,
        3, 0, 0, 0, -24, 0, 0, 0, 3, 0, 0, 0, -6, 0, 0, 0,
        47, 0, 0, 0, 29, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0,
        14, 0, 0, 0, 13, 0, 0, 0, 35, 0, 0, 0, 0, 0, 0, 0,
        15, 0, 0, 0, 3, 0, 0, 0, -13, 0, 0, 0, 14, 0, 0, 0,
        -6, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 1, 0, 0, 0, -10, 0, 0, 0, -21, 0, 0, 0,
        6, 0, 0, 0, 30, 0, 0, 0, 13, 0, 0, 0, 11, 0, 0, 0,
        38, 0, 0, 0, -23, 0, 0, 0, 64, 0, 0, 0, -67, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, -53, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -61, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -64, 0, 0, 0, 0, 0, 0, 0, -57, 0, 0, 0, 0, 0, 0, 0,
        -76, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -55, 0, 0, 0, 0, 0, 0, 0, -29, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 8, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, -3, 0, 0, 0, -4, 0, 0, 0, -3, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 2, 0, 0, 0,
        17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 11, 0, 0, 0,
        50, 0, 0, 0, 30, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0, 0,
        32, 0, 0, 0, 10, 0, 0, 0, 77, 0, 0, 0, -9, 0, 0, 0,
        -11, 0, 0, 0, 49, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -30, 0, 0, 0, 14, 0, 0, 0, -43, 0, 0, 0, 13, 0, 0, 0,
        -9, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0,
        -29, 0, 0, 0, 97, 0, 0, 0, 3, 0, 0, 0, -10, 0, 0, 0,
        -18, 0, 0, 0, -11, 0, 0, 0, -27, 0, 0, 0, 29, 0, 0, 0,
        -76, 0, 0, 0, 78, 0, 0, 0, 3, 0, 0, 0, 21, 0, 0, 0,
        -7, 0, 0, 0, 19, 0, 0, 0, 10, 0, 0, 0, 28, 0, 0, 0,
        41, 0, 0, 0, -3, 0, 0, 0, 15, 0, 0, 0, 6, 0, 0, 0,
        7, 0, 0, 0, 28, 0, 0, 0, 5, 0, 0, 0, -3, 0, 0, 0,
        -2, 0, 0, 0, 14, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, -14, 0, 0, 0, 16, 0, 0, 0, 8, 0, 0, 0,
        -3, 0, 0, 0, 15, 0, 0, 0, 6, 0, 0, 0, -13, 0, 0, 0,
        16, 0, 0, 0, 53, 0, 0, 0, 19, 0, 0, 0, 10, 0, 0, 0,
        49, 0, 0, 0, 2, 0, 0, 0, 28, 0, 0, 0, -51, 0, 0, 0,
        64, 0, 0, 0, -27, 0, 0, 0, 60, 0, 0, 0, -6, 0, 0, 0,
        52, 0, 0, 0, 0, 0, 0, 0, -84, 0, 0, 0, 0, 0, 0, 0,
        -36, 0, 0, 0, 0, 0, 0, 0, -66, 0, 0, 0, 0, 0, 0, 0,
        34, 0, 0, 0, 0, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0, 0,
        -36, 0, 0, 0, 0, 0, 0, 0, -37, 0, 0, 0, 0, 0, 0, 0,
        -70, 0, 0, 0, 0, 0, 0, 0, -35, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, -28, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0, -7, 0, 0, 0,
        -45, 0, 0, 0, -7, 0, 0, 0, 11, 0, 0, 0, 2, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, 4, 0, 0, 0, 86, 0, 0, 0, 15, 0, 0, 0,
        -2, 0, 0, 0, 11, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        19, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0, -9, 0, 0, 0,
        62, 0, 0, 0, -17, 0, 0, 0, 69, 0, 0, 0, -11, 0, 0, 0,
        23, 0, 0, 0, 2, 0, 0, 0, 101, 0, 0, 0, 36, 0, 0, 0,
        -59, 0, 0, 0, -6, 0, 0, 0, -34, 0, 0, 0, 0, 0, 0, 0,
        -69, 0, 0, 0, -10, 0, 0, 0, -74, 0, 0, 0, 21, 0, 0, 0,
        21, 0, 0, 0, -16, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        59, 0, 0, 0, -15, 0, 0, 0, 54, 0, 0, 0, -6, 0, 0, 0,
        -70, 0, 0, 0, 2, 0, 0, 0, -42, 0, 0, 0, -9, 0, 0, 0,
        -35, 0, 0, 0, -33, 0, 0, 0, -9, 0, 0, 0, -8, 0, 0, 0,
        38, 0, 0, 0, -24, 0, 0, 0, -23, 0, 0, 0, -73, 0, 0, 0,
        20, 0, 0, 0, -65, 0, 0, 0, 47, 0, 0, 0, -107, 0, 0, 0,
        -23, 0, 0, 0, -6, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0,
        -51, 0, 0, 0, 1, 0, 0, 0, -17, 0, 0, 0, 6, 0, 0, 0,
        11, 0, 0, 0, -13, 0, 0, 0, 19, 0, 0, 0, -3, 0, 0, 0,
        30, 0, 0, 0, -44, 0, 0, 0, 53, 0, 0, 0, -53, 0, 0, 0,
        -50, 0, 0, 0, 5, 0, 0, 0, -24, 0, 0, 0, -11, 0, 0, 0,
        -21, 0, 0, 0, 17, 0, 0, 0, 8, 0, 0, 0, -18, 0, 0, 0,
        54, 0, 0, 0, -117, 0, 0, 0, 70, 0, 0, 0, -241, 0, 0, 0,
        57, 0, 0, 0, -116, 0, 0, 0, 75, 0, 0, 0, -116, 0, 0, 0,
    ],
    [
        21, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -52, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -46, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        36, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 6, 0, 0, 0, -7, 0, 0, 0, 2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, -5, 0, 0, 0,
        4, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        30, 0, 0, 0, 109, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        -24, 0, 0, 0, 15, 0, 0, 0, -16, 0, 0, 0, -7, 0, 0, 0,
        2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 36, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -23, 0, 0, 0, 22, 0, 0, 0, -41, 0, 0, 0, 4, 0, 0, 0,
        -1, 0, 0, 0, 105, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 52, 0, 0, 0, -15, 0, 0, 0, 33, 0, 0, 0,
        11, 0, 0, 0, 85, 0, 0, 0, -9, 0, 0, 0, 14, 0, 0, 0,
        -11, 0, 0, 0, 16, 0, 0, 0, 20, 0, 0, 0, 38, 0, 0, 0,
        9, 0, 0, 0, 34, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0,
        46, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, -15, 0, 0, 0,
        19, 0, 0, 0, 91, 0, 0, 0, 23, 0, 0, 0, 8, 0, 0, 0,
        16, 0, 0, 0, 55, 0, 0, 0, 26, 0, 0, 0, -15, 0, 0, 0,
        28, 0, 0, 0, 44, 0, 0, 0, 14, 0, 0, 0, -4, 0, 0, 0,
        47, 0, 0, 0, 66, 0, 0, 0, 47, 0, 0, 0, -30, 0, 0, 0,
        -55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        -69, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 7, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0, 16, 0, 0, 0,
        -8, 0, 0, 0, -54, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        48, 0, 0, 0, -6, 0, 0, 0, 32, 0, 0, 0, -37, 0, 0, 0,
        -33, 0, 0, 0, 12, 0, 0, 0, -4, 0, 0, 0, -1, 0, 0, 0,
        -9, 0, 0, 0, -9, 0, 0, 0, 5, 0, 0, 0, -2, 0, 0, 0,
        -18, 0, 0, 0, -7, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, -16, 0, 0, 0,
        0, 0, 0, 0, -10, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, -5, 0, 0, 0, 18, 0, 0, 0, -28, 0, 0, 0,
        -32, 0, 0, 0, -90, 0, 0, 0, 5, 0, 0, 0, -30, 0, 0, 0,
        -5, 0, 0, 0, -95, 0, 0, 0, 113, 0, 0, 0, -40, 0, 0, 0,
        17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        -130, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -14, 0, 0, 0, 12, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 65, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        52, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0,
        16, 0, 0, 0, 13, 0, 0, 0, 18, 0, 0, 0, -6, 0, 0, 0,
        17, 0, 0, 0, 44, 0, 0, 0, -8, 0, 0, 0, 2, 0, 0, 0,
        -25, 0, 0, 0, 20, 0, 0, 0, -1, 0, 0, 0, 40, 0, 0, 0,
        3, 0, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 26, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0,
        -17, 0, 0, 0, 59, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        -19, 0, 0, 0, 5, 0, 0, 0, -25, 0, 0, 0, 21, 0, 0, 0,
        -11, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0,
        15, 0, 0, 0, -2, 0, 0, 0, 7, 0, 0, 0, 8, 0, 0, 0,
        11, 0, 0, 0, 89, 0, 0, 0, 10, 0, 0, 0, 3, 0, 0, 0,
        1, 0, 0, 0, 21, 0, 0, 0, 25, 0, 0, 0, 65, 0, 0, 0,
        17, 0, 0, 0, 10, 0, 0, 0, 5, 0, 0, 0, -12, 0, 0, 0,
        14, 0, 0, 0, 18, 0, 0, 0, 45, 0, 0, 0, 17, 0, 0, 0,
        9, 0, 0, 0, 51, 0, 0, 0, -8, 0, 0, 0, -29, 0, 0, 0,
        37, 0, 0, 0, 24, 0, 0, 0, 28, 0, 0, 0, -36, 0, 0, 0,
        23, 0, 0, 0, 41, 0, 0, 0, 55, 0, 0, 0, -25, 0, 0, 0,
        39, 0, 0, 0, 1, 0, 0, 0, 66, 0, 0, 0, -32, 0, 0, 0,
        -14, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -59, 0, 0, 0, 0, 0, 0, 0, -23, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        81, 0, 0, 0, 0, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0,
        -83, 0, 0, 0, 0, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0,
        -51, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -27, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        19, 0, 0, 0, 0, 0, 0, 0, 131, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 14, 0, 0, 0, -22, 0, 0, 0, -9, 0, 0, 0,
        -29, 0, 0, 0, -27, 0, 0, 0, 28, 0, 0, 0, -2, 0, 0, 0,
        -12, 0, 0, 0, -6, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        30, 0, 0, 0, 9, 0, 0, 0, 19, 0, 0, 0, 1, 0, 0, 0,
        10, 0, 0, 0, 7, 0, 0, 0, -7, 0, 0, 0, 8, 0, 0, 0,
        -3, 0, 0, 0, 3, 0, 0, 0, 22, 0, 0, 0, -22, 0, 0, 0,
        57, 0, 0, 0, -23, 0, 0, 0, 23, 0, 0, 0, -22, 0, 0, 0,
        126, 0, 0, 0, -9, 0, 0, 0, 88, 0, 0, 0, -121, 0, 0, 0,
        -55, 0, 0, 0, 99, 0, 0, 0, -6, 0, 0, 0, -12, 0, 0, 0,
        -39, 0, 0, 0, 29, 0, 0, 0, -20, 0, 0, 0, -16, 0, 0, 0,
        23, 0, 0, 0, 23, 0, 0, 0, -4, 0, 0, 0, -2, 0, 0, 0,
        10, 0, 0, 0, -30, 0, 0, 0, 25, 0, 0, 0, -21, 0, 0, 0,
        -55, 0, 0, 0, 125, 0, 0, 0, -7, 0, 0, 0, -24, 0, 0, 0,
        -46, 0, 0, 0, -45, 0, 0, 0, 7, 0, 0, 0, -70, 0, 0, 0,
        7, 0, 0, 0, -42, 0, 0, 0, 38, 0, 0, 0, -65, 0, 0, 0,
        82, 0, 0, 0, -93, 0, 0, 0, 71, 0, 0, 0, -143, 0, 0, 0,
        -23, 0, 0, 0, 72, 0, 0, 0, -8, 0, 0, 0, -23, 0, 0, 0,
        -42, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, -14, 0, 0, 0,
        18, 0, 0, 0, -4, 0, 0, 0, -11, 0, 0, 0, -22, 0, 0, 0,
        60, 0, 0, 0, -60, 0, 0, 0, 78, 0, 0, 0, -85, 0, 0, 0,
        -17, 0, 0, 0, 36, 0, 0, 0, -55, 0, 0, 0, -32, 0, 0, 0,
        -23, 0, 0, 0, -34, 0, 0, 0, 21, 0, 0, 0, -49, 0, 0, 0,
        13, 0, 0, 0, -50, 0, 0, 0, 47, 0, 0, 0, -206, 0, 0, 0,
        56, 0, 0, 0, -111, 0, 0, 0, 78, 0, 0, 0, -136, 0, 0, 0,
    ],
];

/// By the colour to move (black first) and the threat mask before the last move
/// (`Board::threat_mask_before`), sixteen masks a line.
#[rustfmt::skip]
pub static BEFORE: Masks = [
    [
        2, -2, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -2, 0, 0, 0, 0, 1, 0, 5, -2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, -1, 0, 0, 0,
        -17, -9, 0, 0, -11, -1, 0, 0, 0, -2, 0, 0, 1, 0, 0, 0,
        -11, 1, 0, -1, 4, 0, 0, 0, 1, 2, 0, 0, 7, 0, 0, 0,
        -1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0, -1, 0, 0, -1, 0, 0, 0, 0,
        -24, -3, 0, 0, 29, 3, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, -1, -2, 0, 0, 7, 4, 0, -3, -1, 1, 0, 2,
        -6, 1, 0, 0, -33, 0, 0, 0, 1, -2, 0, 0, 0, 2, 0, 0,
        2, -14, 0, 1, -14, -2, 0, 0, 11, -11, 0, -4, 9, -2, 0, 1,
        -17, -4, 0, 0, 15, 3, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0,
        -6, 3, 0, 1, 25, 0, 0, 0, -10, -3, 0, -2, 11, -1, 0, -1,
        -1, -1, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -10, 0, 0, 0, 4, 1, 0, 0, 1, -4, 0, -1, 3, -1, 0, 0,
        -19, -2, 0, 0, -6, 1, 0, 0, -6, 0, 0, -1, 2, 0, 0, 0,
        -9, -2, 0, -2, -5, 3, 0, 0, 1, 6, 0, 0, 9, 3, 0, 0,
        -27, 5, 0, 0, 14, 7, 0, 0, -2, -5, 0, 0, 1, 1, 0, 0,
        -20, 5, 0, 1, -2, 4, 0, 0, 6, 0, 0, -6, 34, -6, 0, -1,
        14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        3, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 1, 0, 0, 0, 0, 0, 0, -1, 3, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0,
        2, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -1, -2, 0, 0, 1, 0, 0, 0, -2, 8, 0, 0, 1, 0, 0, 0,
        -2, -2, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0,
        2, -1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 2, 0, 0, 0, 0, 4, 0, 0, 1, 0, 0, 0,
        0, -2, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -3, -2, 0, 0, 2, 1, 0, 0, -1, 2, 0, 0, 0, -2, 0, 0,
        -8, 3, 0, 0, 18, 0, 0, 0, -1, 1, 0, 0, 0, 3, 0, 0,
        -17, 8, 0, 0, -2, -1, 0, 2, 0, 16, 0, -2, 10, 2, 0, 0,
        15, 0, 0, 0, 1, 0, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0,
        2, 1, 0, 0, 7, 1, 0, 0, 4, 0, 0, 0, 9, 0, 0, 0,
        5, 2, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        1, -1, 0, 0, -1, 0, 0, 0, 0, -2, 0, 2, 2, 0, 0, 0,
        -3, 1, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        5, 1, 0, 0, 4, 2, 0, 0, -6, 2, 0, 0, 5, 0, 0, 1,
        9, -2, 0, 0, 45, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0,
        -7, 9, 0, 0, 17, -1, 0, -1, -10, -9, 0, -3, -11, 3, 0, -2,
        -59, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -74, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, -1, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        2, -4, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, -1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, -15, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        -15, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 1, 0, 0, -3, 0, 0, 0, -5, -1, 0, 0, 0, 0, 0, 0,
        -9, 11, 0, 0, 3, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0,
        -9, 8, 0, 1, -3, 1, 0, 0, -6, -4, 0, 0, -7, 2, 0, 0,
        0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, -4, 0, 0, -2, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
        -2, 2, 0, 0, -26, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0,
        0, 1, 0, -2, 2, 0, 0, 0, 10, 1, 0, -2, -3, 3, 0, 0,
        -6, -7, 0, 0, 14, 9, 0, 0, 0, -1, 0, 0, -3, 0, 0, 0,
        -9, 4, 0, 3, 6, 0, 0, 0, -6, -6, 0, 0, -4, 1, 0, -1,
        -16, 1, 0, 0, 3, 1, 0, 0, -7, -6, 0, 0, 3, 0, 0, 0,
        -14, -3, 0, 1, 17, 0, 0, 0, -8, -2, 0, -13, -4, 4, 0, 0,
        -8, -2, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0,
        -3, 2, 0, 0, -3, 0, 0, 0, -4, -1, 0, -4, 1, 0, 0, 0,
        -17, -4, 0, 0, 3, 1, 0, 0, 2, -3, 0, 0, 2, 0, 0, 0,
        -13, 1, 0, 1, -6, 3, 0, 0, -5, 7, 0, -3, 17, -7, 0, 0,
        -26, -1, 0, 0, 18, -1, 0, 0, -16, 2, 0, -1, 4, 0, 0, 0,
        -8, 13, 0, 2, 6, 0, 0, 0, -25, -4, 0, -14, 8, 6, 0, -1,
        -4, 1, 0, 0, 0, 0, 0, 0, -1, 3, 0, 0, 0, 0, 0, 0,
        -10, 5, 0, 0, 0, 0, 0, 0, -5, 2, 0, -2, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -27, 0, 0, 0, 0, 0, 0, 0, -6, 3, 0, 0, 0, 0, 0, 0,
        -1, 1, 0, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 0,
        -7, 1, 0, 0, 0, 0, 0, 0, -24, 7, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, -6, 3, 0, 0, 0, 0, 0, 0,
        -45, 12, 0, -3, 0, 0, 0, 0, -81, 17, 0, -3, 0, 0, 0, 0,
        -6, 0, 0, 0, -2, -2, 0, 0, 4, 2, 0, 0, 5, 0, 0, 0,
        0, -4, 0, 0, 12, 0, 0, 0, -3, 2, 0, 2, 1, 0, 0, 0,
        6, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, -2, 0, 0, 0, 0,
        -6, 0, 0, 0, -1, 0, 0, 0, -9, 1, 0, 0, -1, 1, 0, 0,
        -4, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, -1, 0, 0, 0,
        2, -1, 0, 1, -1, -2, 0, 0, 5, 4, 0, -6, 7, 1, 0, 0,
        -38, 8, 0, 0, 19, 1, 0, 0, -6, 3, 0, 0, 5, 0, 0, 0,
        -39, 4, 0, 1, 6, 2, 0, 0, -4, 34, 0, -8, 19, 7, 0, -1,
        0, 11, 0, 0, 2, -1, 0, 0, -17, 8, 0, 0, 2, 1, 0, 0,
        -33, 6, 0, 2, 2, 2, 0, 2, -17, 41, 0, 4, 10, -2, 0, 1,
        -14, 7, 0, 0, -2, 1, 0, 0, 0, 2, 0, 3, 0, 1, 0, 0,
        -7, 12, 0, 1, 15, 1, 0, -1, 0, 2, 0, -1, 4, -2, 0, 1,
        -14, 9, 0, 0, -21, 2, 0, 0, 1, 5, 0, 0, 5, -1, 0, 0,
        -9, 13, 0, 4, 4, -1, 0, 0, -23, 37, 0, -17, 9, -1, 0, -3,
        -24, 60, 0, 0, 13, 12, 0, 0, -13, 43, 0, -1, 7, 1, 0, 1,
        -51, 71, 0, -33, 23, 14, 0, 1, -22, 99, 0, -58, 44, 2, 0, -13,
        -22, 2, 0, 0, 14, 2, 0, 0, -23, 11, 0, 2, 12, 0, 0, 0,
        -14, -3, 0, 3, 10, 2, 0, 3, -19, 18, 0, -10, -9, 10, 0, -2,
        0, 5, 0, 0, 20, 2, 0, 0, 5, 5, 0, 0, 6, 0, 0, 0,
        -24, 10, 0, 2, 17, 5, 0, 0, -15, 7, 0, -15, 24, 6, 0, 0,
        -35, -7, 0, 0, 6, -2, 0, 0, 1, 3, 0, 1, 5, 1, 0, -1,
        -15, 10, 0, 0, 9, 2, 0, 0, -25, 19, 0, -23, 4, 6, 0, -14,
        -11, 41, 0, 0, 48, 11, 0, 0, 14, 21, 0, 8, 51, 6, 0, 6,
        -42, 49, 0, 0, 72, 18, 0, -10, -44, 47, 0, -46, 51, -1, 0, -18,
    ],
    [
        -4, 1, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 1, 0, 0, 0, 0, -13, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0, 10, 3, 0, 0, 0, 0, 0, 0,
        6, 1, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 1, 0, 0, 0, 0, -3, 3, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        1, 1, 0, 0, 0, 0, 0, 0, 8, -1, 0, 3, -3, 0, 0, 1,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 2, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, -1, 0, 0, 0,
        -7, 0, 0, 0, 28, 0, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0,
        5, 2, 0, 0, -2, 0, 0, 0, 10, 0, 0, -1, 10, 1, 0, 0,
        -7, 6, 0, 0, 4, 2, 0, 0, -4, 0, 0, 0, -2, 0, 0, 0,
        -3, 0, 0, 0, -1, 0, 0, 0, -10, 10, 0, -1, -5, -2, 0, 1,
        -5, -1, 0, 0, -1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
        -3, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0,
        -10, 2, 0, 0, -5, 0, 0, 0, 1, -1, 0, 0, -1, 0, 0, 0,
        -13, -1, 0, 0, -3, 1, 0, 0, 9, 8, 0, 3, -10, 2, 0, 0,
        -35, 12, 0, 0, -15, 0, 0, 0, 4, -4, 0, 0, -1, 0, 0, 0,
        -38, 4, 0, -5, 4, -1, 0, -1, 7, -9, 0, -3, -11, 5, 0, -3,
        -5, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0,
        -14, -2, 0, -2, 4, 4, 0, 1, 0, -4, 0, 3, 8, -1, 0, 2,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, -3, 0, 0, -1, 0, 0, 0, 0, 1, 0, -1, -1, 1, 0, -2,
        7, -1, 0, 0, -2, 0, 0, 0, -2, 1, 0, 0, 1, 0, 0, 0,
        -15, -2, 0, 0, -4, 1, 0, 0, 14, 2, 0, -4, -8, 5, 0, -2,
        -43, -2, 0, 0, 15, -1, 0, 0, -4, -1, 0, 0, 16, -1, 0, 0,
        -27, 4, 0, -2, -13, 4, 0, -2, -16, 17, 0, -15, 4, 1, 0, -8,
        -11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        4, -1, 0, 0, 0, 0, 0, 0, -1, 3, 0, 0, 0, 0, 0, 0,
        -3, 2, 0, -1, 0, 0, 0, 0, 4, 4, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 2, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -1, 0, 0, 0, 3, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, 0, 3, 0, 0, 3, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, -2, 0, 1, 0, 0, 0, 0, -3, -1, 0, -4, -6, 1, 0, 0,
        -10, 5, 0, 0, 14, 3, 0, 0, -1, 5, 0, 0, 3, 0, 0, 0,
        -14, 1, 0, -1, -5, -1, 0, 0, 3, 5, 0, -2, -5, -9, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, -4, 4, 0, 0, 0,
        -1, 0, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0,
        1, -1, 0, 0, 3, 0, 0, 0, 8, 5, 0, 2, 8, 0, 0, 2,
        -7, -2, 0, 0, 1, 0, 0, 0, 4, 5, 0, -1, 2, 3, 0, 0,
        -12, 0, 0, -1, 14, 1, 0, 0, -7, 20, 0, 5, 42, 4, 0, 0,
        -49, 1, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, 5, -1, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -1, -1, 0, 0, 0, 0, 0, 0, -14, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, -1, 0, 0, 0, 0, 0, 0, 3, 2, 0, 0, 1, 0, 0, 0,
        -11, -1, 0, 0, -5, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -2, 4, 0, 0, 3, -1, 0, 0, -1, 5, 0, 1, 4, 0, 0, 0,
        -8, 0, 0, 0, -3, 0, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0,
        -10, -1, 0, 1, -1, 0, 0, 0, 9, 17, 0, 1, 3, -1, 0, 0,
        -1, 0, 0, 0, -4, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
        1, 3, 0, -1, 0, 0, 0, 0, -1, 2, 0, -1, -1, 2, 0, 0,
        -2, 1, 0, 0, -10, 0, 0, 0, -1, 0, 0, 0, 3, 0, 0, 0,
        -6, -3, 0, 0, 17, 0, 0, 0, 2, 4, 0, 0, 0, 3, 0, -1,
        10, 11, 0, 0, -23, -1, 0, 0, -2, 0, 0, 0, -3, 2, 0, 0,
        -7, 3, 0, 2, 1, 1, 0, -1, -2, -2, 0, -9, -6, -14, 0, -1,
        -29, 1, 0, 0, 6, 0, 0, 0, 0, -1, 0, 0, -1, 0, 0, 0,
        -19, 3, 0, -3, 6, -2, 0, 0, -5, -3, 0, -8, 20, 2, 0, 0,
        0, -2, 0, 0, 7, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -6, -1, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0,
        -7, 0, 0, 0, 3, 0, 0, 0, -1, -1, 0, 0, 3, 0, 0, 0,
        -18, -2, 0, -3, -8, 0, 0, 0, 3, 9, 0, -5, 14, 1, 0, -1,
        -26, 0, 0, 0, 37, 3, 0, 0, -12, 8, 0, -2, 20, 0, 0, 0,
        -23, 2, 0, -8, 43, 1, 0, 0, 5, 12, 0, -21, 35, 10, 0, -2,
        -63, -1, 0, 0, 0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 2, 5, 0, 2, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -23, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -9, -2, 0, 0, 0, 0, 0, 0, -10, 5, 0, -4, 0, 0, 0, 0,
        -17, 1, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0,
        -19, 3, 0, 0, 0, 0, 0, 0, -17, 12, 0, -3, 0, 0, 0, 0,
        8, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        6, 5, 0, 0, 1, 0, 0, 0, 14, 4, 0, 1, 2, 1, 0, 1,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 1, 0, -1, 0, 0, 0, 0, -14, 4, 0, 0, 1, 0, 0, 0,
        2, 0, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -1, 1, 0, 0, -1, 0, 0, 0, 2, 1, 0, 6, 7, 2, 0, 0,
        -23, 4, 0, 0, 8, 0, 0, 0, -1, 2, 0, 5, 1, 0, 0, 0,
        -4, 7, 0, 3, 8, -4, 0, 0, 2, 35, 0, -5, 24, 5, 0, -4,
        -3, 1, 0, 0, 5, 0, 0, 0, 6, 1, 0, 0, -1, 1, 0, 0,
        -6, 8, 0, 10, 0, 9, 0, 0, 29, 17, 0, -9, 9, 0, 0, 4,
        -3, 15, 0, 0, 9, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -8, 6, 0, 4, 9, -1, 0, 0, -8, 1, 0, -6, 2, 1, 0, -1,
        -3, -2, 0, 0, 3, -1, 0, 0, 1, 4, 0, 0, 5, 0, 0, 0,
        -18, -2, 0, 2, 16, -1, 0, 1, 3, 10, 0, -17, 18, -3, 0, -9,
        -28, 57, 0, 0, 15, 10, 0, 0, 11, 29, 0, -3, 1, 3, 0, 0,
        -38, 65, 0, -28, 22, -4, 0, -1, -33, 93, 0, -40, 57, 12, 0, -10,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 4, 0, 0, 0,
        -14, -4, 0, 1, 13, 2, 0, 0, 24, 17, 0, -12, 11, 3, 0, -4,
        5, 0, 0, 0, 6, 0, 0, 0, -4, 0, 0, -3, -3, 0, 0, 0,
        -9, 0, 0, -2, 14, -1, 0, 0, 3, -7, 0, -21, 13, 5, 0, 3,
        7, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        -9, 2, 0, -1, 14, 1, 0, 0, 8, 16, 0, -10, 18, -5, 0, 0,
        -30, 22, 0, 0, 39, 7, 0, 0, -11, 14, 0, -14, 64, 5, 0, -3,
        -31, 48, 0, -17, 66, 9, 0, 2, -4, 65, 0, -73, 76, 39, 0, -32,
    ],
];
