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

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nFitted by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 131446 positions of 4535 games.\nFitted, with the table of threat pairs, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 246128 positions of 8708 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 79112 positions of 3240 games.";

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
    [649, 546], // F4 F4 B2 F1
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
    [586, 494], // F4 B4 F2B F2
    [577, 486], // F4 B4 F2B B2
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
    [576, 485], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 475], // F4 B4 B2 B2
    [566, 477], // F4 B4 B2 F1
    [564, 473], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 474], // F4 B4 B2 Dead
    [565, 476], // F4 B4 F1 F1
    [562, 470], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 480], // F4 B4 F1 Dead
    [560, 467], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 472], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 463], // F4 B4 Dead Dead
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
    [566, 471], // F4 F3S B3 F1
    [564, 483], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 471], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 478], // F4 F3S F2B B2
    [564, 475], // F4 F3S F2B F1
    [562, 473], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 457], // F4 F3S F2A F1
    [562, 475], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 472], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 470], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 472], // F4 F3S F2 Dead
    [556, 468], // F4 F3S B2 B2
    [554, 462], // F4 F3S B2 F1
    [552, 462], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 465], // F4 F3S B2 Dead
    [553, 464], // F4 F3S F1 F1
    [551, 460], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 456], // F4 F3S F1 Dead
    [548, 461], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 456], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 454], // F4 F3S Dead Dead
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
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 478], // F4 F3 B3 B2
    [566, 477], // F4 F3 B3 F1
    [564, 474], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 474], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 476], // F4 F3 F2B B2
    [564, 475], // F4 F3 F2B F1
    [562, 464], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 468], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 472], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 472], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 475], // F4 F3 F2 F1
    [562, 473], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 471], // F4 F3 F2 Dead
    [556, 467], // F4 F3 B2 B2
    [554, 459], // F4 F3 B2 F1
    [552, 463], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 450], // F4 F3 B2 Dead
    [553, 462], // F4 F3 F1 F1
    [551, 453], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 453], // F4 F3 F1 Dead
    [548, 457], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 447], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 463], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 460], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 457], // F4 B3 B3 F2
    [537, 459], // F4 B3 B3 B2
    [535, 464], // F4 B3 B3 F1
    [533, 451], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 449], // F4 B3 B3 Dead
    [544, 472], // F4 B3 F2B F2B
    [544, 461], // F4 B3 F2B F2A
    [544, 462], // F4 B3 F2B F2
    [534, 468], // F4 B3 F2B B2
    [533, 439], // F4 B3 F2B F1
    [530, 432], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 442], // F4 B3 F2B Dead
    [544, 458], // F4 B3 F2A F2A
    [544, 459], // F4 B3 F2A F2
    [534, 444], // F4 B3 F2A B2
    [533, 445], // F4 B3 F2A F1
    [530, 436], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 445], // F4 B3 F2A Dead
    [544, 459], // F4 B3 F2 F2
    [534, 455], // F4 B3 F2 B2
    [533, 416], // F4 B3 F2 F1
    [530, 456], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 447], // F4 B3 F2 Dead
    [524, 448], // F4 B3 B2 B2
    [524, 405], // F4 B3 B2 F1
    [521, 436], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 429], // F4 B3 B2 Dead
    [522, 397], // F4 B3 F1 F1
    [520, 417], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 405], // F4 B3 F1 Dead
    [518, 387], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 410], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 418], // F4 B3 Dead Dead
    [542, 456], // F4 F2B F2B F2B
    [542, 445], // F4 F2B F2B F2A
    [542, 456], // F4 F2B F2B F2
    [532, 456], // F4 F2B F2B B2
    [530, 404], // F4 F2B F2B F1
    [528, 439], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 444], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 459], // F4 F2B F2A F2
    [532, 437], // F4 F2B F2A B2
    [530, 441], // F4 F2B F2A F1
    [528, 427], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 447], // F4 F2B F2A Dead
    [542, 458], // F4 F2B F2 F2
    [532, 468], // F4 F2B F2 B2
    [530, 390], // F4 F2B F2 F1
    [528, 436], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 441], // F4 F2B F2 Dead
    [522, 437], // F4 F2B B2 B2
    [521, 364], // F4 F2B B2 F1
    [519, 420], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 447], // F4 F2B B2 Dead
    [520, 371], // F4 F2B F1 F1
    [518, 342], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 438], // F4 F2B F1 Dead
    [515, 391], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 415], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 409], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 456], // F4 F2A F2A F2
    [532, 459], // F4 F2A F2A B2
    [530, 458], // F4 F2A F2A F1
    [528, 449], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 444], // F4 F2A F2A Dead
    [542, 453], // F4 F2A F2 F2
    [532, 445], // F4 F2A F2 B2
    [530, 473], // F4 F2A F2 F1
    [528, 457], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 438], // F4 F2A F2 Dead
    [522, 435], // F4 F2A B2 B2
    [521, 450], // F4 F2A B2 F1
    [519, 462], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 429], // F4 F2A B2 Dead
    [520, 350], // F4 F2A F1 F1
    [518, 404], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 429], // F4 F2A F1 Dead
    [515, 393], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 402], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 433], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 447], // F4 F2 F2 B2
    [530, 445], // F4 F2 F2 F1
    [528, 460], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 438], // F4 F2 F2 Dead
    [522, 442], // F4 F2 B2 B2
    [521, 441], // F4 F2 B2 F1
    [519, 476], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 441], // F4 F2 B2 Dead
    [520, 371], // F4 F2 F1 F1
    [518, 365], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 425], // F4 F2 F1 Dead
    [515, 419], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 400], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 415], // F4 F2 Dead Dead
    [513, 436], // F4 B2 B2 B2
    [511, 434], // F4 B2 B2 F1
    [509, 375], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 419], // F4 B2 B2 Dead
    [510, 348], // F4 B2 F1 F1
    [508, 363], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 379], // F4 B2 F1 Dead
    [506, 360], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 321], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 363], // F4 B2 Dead Dead
    [509, 329], // F4 F1 F1 F1
    [506, 336], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 362], // F4 F1 F1 Dead
    [504, 331], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 341], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 365], // F4 F1 Dead Dead
    [502, 376], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 358], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 341], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 329], // F4 Dead Dead Dead
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
    [527, 453], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 425], // B4 B4 B3 B3
    [506, 428], // B4 B4 B3 F2B
    [506, 425], // B4 B4 B3 F2A
    [506, 427], // B4 B4 B3 F2
    [496, 396], // B4 B4 B3 B2
    [495, 410], // B4 B4 B3 F1
    [492, 416], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 413], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 424], // B4 B4 F2B F2
    [494, 412], // B4 B4 F2B B2
    [492, 414], // B4 B4 F2B F1
    [490, 406], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 412], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 414], // B4 B4 F2A B2
    [492, 411], // B4 B4 F2A F1
    [490, 408], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 409], // B4 B4 F2A Dead
    [504, 424], // B4 B4 F2 F2
    [494, 419], // B4 B4 F2 B2
    [492, 419], // B4 B4 F2 F1
    [490, 416], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 409], // B4 B4 F2 Dead
    [484, 405], // B4 B4 B2 B2
    [483, 398], // B4 B4 B2 F1
    [481, 394], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 360], // B4 B4 B2 Dead
    [482, 402], // B4 B4 F1 F1
    [480, 393], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 387], // B4 B4 F1 Dead
    [477, 385], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 387], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 355], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 342], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [398, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 330], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 330], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 315], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 316], // B4 F3S B3 B2
    [364, 303], // B4 F3S B3 F1
    [358, 315], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [354, 297], // B4 F3S B3 Dead
    [372, 315], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 317], // B4 F3S F2B F2
    [360, 313], // B4 F3S F2B B2
    [362, 315], // B4 F3S F2B F1
    [359, 288], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 306], // B4 F3S F2B Dead
    [372, 314], // B4 F3S F2A F2A
    [372, 317], // B4 F3S F2A F2
    [363, 308], // B4 F3S F2A B2
    [341, 295], // B4 F3S F2A F1
    [359, 305], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [358, 301], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 315], // B4 F3S F2 B2
    [362, 298], // B4 F3S F2 F1
    [359, 302], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 284], // B4 F3S F2 Dead
    [354, 292], // B4 F3S B2 B2
    [352, 277], // B4 F3S B2 F1
    [339, 309], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [341, 297], // B4 F3S B2 Dead
    [357, 291], // B4 F3S F1 F1
    [354, 284], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [348, 294], // B4 F3S F1 Dead
    [337, 289], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [344, 274], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [348, 280], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 348], // B4 F3 F3 B2
    [395, 333], // B4 F3 F3 F1
    [392, 331], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 331], // B4 F3 F3 Dead
    [377, 319], // B4 F3 B3 B3
    [375, 315], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 317], // B4 F3 B3 F2
    [366, 315], // B4 F3 B3 B2
    [364, 302], // B4 F3 B3 F1
    [362, 300], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [362, 299], // B4 F3 B3 Dead
    [372, 310], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 316], // B4 F3 F2B F2
    [363, 308], // B4 F3 F2B B2
    [362, 294], // B4 F3 F2B F1
    [359, 305], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [358, 291], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 314], // B4 F3 F2A F2
    [363, 310], // B4 F3 F2A B2
    [362, 305], // B4 F3 F2A F1
    [359, 314], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 306], // B4 F3 F2A Dead
    [372, 314], // B4 F3 F2 F2
    [363, 310], // B4 F3 F2 B2
    [362, 357], // B4 F3 F2 F1
    [359, 295], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [358, 310], // B4 F3 F2 Dead
    [354, 298], // B4 F3 B2 B2
    [345, 330], // B4 F3 B2 F1
    [349, 276], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [353, 288], // B4 F3 B2 Dead
    [344, 327], // B4 F3 F1 F1
    [349, 288], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [340, 315], // B4 F3 F1 Dead
    [346, 312], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [345, 285], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [338, 275], // B4 F3 Dead Dead
    [175, 151], // B4 B3 B3 B3
    [185, 151], // B4 B3 B3 F2B
    [178, 169], // B4 B3 B3 F2A
    [178, 162], // B4 B3 B3 F2
    [163, 156], // B4 B3 B3 B2
    [136, 118], // B4 B3 B3 F1
    [175, 168], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [202, 195], // B4 B3 B3 Dead
    [177, 150], // B4 B3 F2B F2B
    [176, 158], // B4 B3 F2B F2A
    [175, 152], // B4 B3 F2B F2
    [184, 189], // B4 B3 F2B B2
    [165, 156], // B4 B3 F2B F1
    [142, 108], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [212, 171], // B4 B3 F2B Dead
    [176, 157], // B4 B3 F2A F2A
    [183, 154], // B4 B3 F2A F2
    [174, 159], // B4 B3 F2A B2
    [185, 179], // B4 B3 F2A F1
    [176, 174], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [155, 148], // B4 B3 F2A Dead
    [172, 150], // B4 B3 F2 F2
    [187, 175], // B4 B3 F2 B2
    [173, 107], // B4 B3 F2 F1
    [158, 161], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [151, 126], // B4 B3 F2 Dead
    [141, 147], // B4 B3 B2 B2
    [143, 128], // B4 B3 B2 F1
    [153, 161], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [123, 124], // B4 B3 B2 Dead
    [127, 117], // B4 B3 F1 F1
    [139, 139], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [123, 110], // B4 B3 F1 Dead
    [136, 119], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [128, 108], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [119, 100], // B4 B3 Dead Dead
    [172, 144], // B4 F2B F2B F2B
    [177, 146], // B4 F2B F2B F2A
    [170, 143], // B4 F2B F2B F2
    [180, 181], // B4 F2B F2B B2
    [172, 141], // B4 F2B F2B F1
    [195, 170], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [201, 166], // B4 F2B F2B Dead
    [172, 145], // B4 F2B F2A F2A
    [192, 184], // B4 F2B F2A F2
    [148, 119], // B4 F2B F2A B2
    [143, 162], // B4 F2B F2A F1
    [161, 124], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [176, 126], // B4 F2B F2A Dead
    [166, 142], // B4 F2B F2 F2
    [149, 112], // B4 F2B F2 B2
    [191, 158], // B4 F2B F2 F1
    [132, 114], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [189, 153], // B4 F2B F2 Dead
    [204, 199], // B4 F2B B2 B2
    [188, 158], // B4 F2B B2 F1
    [147, 157], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [207, 151], // B4 F2B B2 Dead
    [159, 136], // B4 F2B F1 F1
    [145, 120], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [143, 119], // B4 F2B F1 Dead
    [118, 94], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [162, 134], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [143, 89], // B4 F2B Dead Dead
    [178, 151], // B4 F2A F2A F2A
    [176, 144], // B4 F2A F2A F2
    [151, 144], // B4 F2A F2A B2
    [190, 157], // B4 F2A F2A F1
    [172, 141], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [173, 152], // B4 F2A F2A Dead
    [161, 131], // B4 F2A F2 F2
    [200, 178], // B4 F2A F2 B2
    [260, 209], // B4 F2A F2 F1
    [163, 104], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [148, 124], // B4 F2A F2 Dead
    [168, 190], // B4 F2A B2 B2
    [150, 120], // B4 F2A B2 F1
    [162, 167], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [148, 125], // B4 F2A B2 Dead
    [181, 147], // B4 F2A F1 F1
    [154, 125], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [163, 129], // B4 F2A F1 Dead
    [144, 99], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [138, 110], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [141, 114], // B4 F2A Dead Dead
    [175, 148], // B4 F2 F2 F2
    [178, 155], // B4 F2 F2 B2
    [206, 168], // B4 F2 F2 F1
    [190, 166], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [153, 137], // B4 F2 F2 Dead
    [177, 130], // B4 F2 B2 B2
    [153, 150], // B4 F2 B2 F1
    [170, 163], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [134, 136], // B4 F2 B2 Dead
    [114, 100], // B4 F2 F1 F1
    [123, 96], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [142, 109], // B4 F2 F1 Dead
    [156, 150], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [149, 109], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [119, 89], // B4 F2 Dead Dead
    [108, 101], // B4 B2 B2 B2
    [113, 109], // B4 B2 B2 F1
    [109, 103], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [100, 84], // B4 B2 B2 Dead
    [116, 90], // B4 B2 F1 F1
    [111, 101], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [99, 79], // B4 B2 F1 Dead
    [82, 70], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [60, 62], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [70, 58], // B4 B2 Dead Dead
    [104, 76], // B4 F1 F1 F1
    [113, 88], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [90, 70], // B4 F1 F1 Dead
    [93, 73], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [87, 78], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [75, 59], // B4 F1 Dead Dead
    [55, 66], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [71, 43], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [61, 41], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [56, 44], // B4 Dead Dead Dead
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
    [273, 230], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [290, 244], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [278, 234], // F3S F3S F3 B2
    [276, 233], // F3S F3S F3 F1
    [270, 231], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [273, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [263, 216], // F3S F3S B3 F2B
    [256, 216], // F3S F3S B3 F2A
    [256, 216], // F3S F3S B3 F2
    [260, 216], // F3S F3S B3 B2
    [236, 186], // F3S F3S B3 F1
    [265, 218], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [239, 208], // F3S F3S B3 Dead
    [269, 230], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [253, 221], // F3S F3S F2B B2
    [220, 197], // F3S F3S F2B F1
    [250, 203], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [247, 201], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [255, 214], // F3S F3S F2A F2
    [244, 209], // F3S F3S F2A B2
    [241, 220], // F3S F3S F2A F1
    [238, 191], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [228, 191], // F3S F3S F2A Dead
    [254, 214], // F3S F3S F2 F2
    [263, 213], // F3S F3S F2 B2
    [234, 204], // F3S F3S F2 F1
    [242, 204], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [234, 202], // F3S F3S F2 Dead
    [234, 243], // F3S F3S B2 B2
    [228, 223], // F3S F3S B2 F1
    [216, 179], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [276, 209], // F3S F3S B2 Dead
    [166, 125], // F3S F3S F1 F1
    [179, 150], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [232, 178], // F3S F3S F1 Dead
    [195, 151], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [223, 171], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [244, 166], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 244], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [265, 211], // F3S F3 F3 B2
    [276, 236], // F3S F3 F3 F1
    [274, 231], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [273, 230], // F3S F3 F3 Dead
    [258, 219], // F3S F3 B3 B3
    [260, 224], // F3S F3 B3 F2B
    [261, 218], // F3S F3 B3 F2A
    [255, 216], // F3S F3 B3 F2
    [256, 213], // F3S F3 B3 B2
    [212, 114], // F3S F3 B3 F1
    [266, 201], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [254, 221], // F3S F3 B3 Dead
    [255, 220], // F3S F3 F2B F2B
    [266, 238], // F3S F3 F2B F2A
    [254, 216], // F3S F3 F2B F2
    [220, 176], // F3S F3 F2B B2
    [219, 208], // F3S F3 F2B F1
    [211, 177], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [280, 209], // F3S F3 F2B Dead
    [254, 214], // F3S F3 F2A F2A
    [211, 210], // F3S F3 F2A F2
    [230, 194], // F3S F3 F2A B2
    [234, 213], // F3S F3 F2A F1
    [186, 170], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [253, 202], // F3S F3 F2A Dead
    [254, 200], // F3S F3 F2 F2
    [254, 207], // F3S F3 F2 B2
    [209, 206], // F3S F3 F2 F1
    [249, 224], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [264, 226], // F3S F3 F2 Dead
    [264, 216], // F3S F3 B2 B2
    [250, 218], // F3S F3 B2 F1
    [227, 165], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [295, 212], // F3S F3 B2 Dead
    [106, 123], // F3S F3 F1 F1
    [216, 180], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [219, 173], // F3S F3 F1 Dead
    [231, 120], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [247, 195], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [286, 207], // F3S F3 Dead Dead
    [147, 123], // F3S B3 B3 B3
    [144, 136], // F3S B3 B3 F2B
    [147, 121], // F3S B3 B3 F2A
    [140, 112], // F3S B3 B3 F2
    [133, 107], // F3S B3 B3 B2
    [146, 144], // F3S B3 B3 F1
    [175, 159], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [171, 149], // F3S B3 B3 Dead
    [163, 124], // F3S B3 F2B F2B
    [161, 126], // F3S B3 F2B F2A
    [149, 137], // F3S B3 F2B F2
    [183, 162], // F3S B3 F2B B2
    [147, 84], // F3S B3 F2B F1
    [178, 124], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [148, 109], // F3S B3 F2B Dead
    [141, 116], // F3S B3 F2A F2A
    [149, 131], // F3S B3 F2A F2
    [172, 107], // F3S B3 F2A B2
    [190, 128], // F3S B3 F2A F1
    [164, 132], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [172, 125], // F3S B3 F2A Dead
    [126, 130], // F3S B3 F2 F2
    [125, 89], // F3S B3 F2 B2
    [158, 120], // F3S B3 F2 F1
    [140, 154], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [171, 151], // F3S B3 F2 Dead
    [129, 91], // F3S B3 B2 B2
    [119, 105], // F3S B3 B2 F1
    [151, 147], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [179, 124], // F3S B3 B2 Dead
    [117, 97], // F3S B3 F1 F1
    [107, 107], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [159, 121], // F3S B3 F1 Dead
    [124, 91], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [169, 128], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [105, 88], // F3S B3 Dead Dead
    [141, 113], // F3S F2B F2B F2B
    [198, 163], // F3S F2B F2B F2A
    [156, 164], // F3S F2B F2B F2
    [168, 138], // F3S F2B F2B B2
    [122, 79], // F3S F2B F2B F1
    [156, 143], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [158, 104], // F3S F2B F2B Dead
    [140, 120], // F3S F2B F2A F2A
    [143, 112], // F3S F2B F2A F2
    [170, 159], // F3S F2B F2A B2
    [180, 161], // F3S F2B F2A F1
    [82, 72], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [144, 77], // F3S F2B F2A Dead
    [137, 118], // F3S F2B F2 F2
    [123, 127], // F3S F2B F2 B2
    [117, 121], // F3S F2B F2 F1
    [166, 143], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [131, 122], // F3S F2B F2 Dead
    [177, 145], // F3S F2B B2 B2
    [104, 58], // F3S F2B B2 F1
    [128, 123], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [181, 137], // F3S F2B B2 Dead
    [56, 66], // F3S F2B F1 F1
    [150, 112], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [74, 78], // F3S F2B F1 Dead
    [93, 80], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [137, 97], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [99, 76], // F3S F2B Dead Dead
    [134, 113], // F3S F2A F2A F2A
    [137, 112], // F3S F2A F2A F2
    [142, 128], // F3S F2A F2A B2
    [152, 137], // F3S F2A F2A F1
    [128, 103], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [149, 140], // F3S F2A F2A Dead
    [145, 140], // F3S F2A F2 F2
    [146, 135], // F3S F2A F2 B2
    [134, 117], // F3S F2A F2 F1
    [108, 85], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [167, 120], // F3S F2A F2 Dead
    [100, 93], // F3S F2A B2 B2
    [100, 91], // F3S F2A B2 F1
    [121, 90], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [139, 120], // F3S F2A B2 Dead
    [81, 69], // F3S F2A F1 F1
    [104, 78], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [141, 86], // F3S F2A F1 Dead
    [98, 43], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [130, 72], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [137, 74], // F3S F2A Dead Dead
    [140, 122], // F3S F2 F2 F2
    [144, 123], // F3S F2 F2 B2
    [147, 127], // F3S F2 F2 F1
    [153, 122], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [110, 118], // F3S F2 F2 Dead
    [150, 152], // F3S F2 B2 B2
    [89, 91], // F3S F2 B2 F1
    [138, 133], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [128, 117], // F3S F2 B2 Dead
    [93, 72], // F3S F2 F1 F1
    [96, 88], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [81, 65], // F3S F2 F1 Dead
    [103, 90], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [127, 93], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [92, 72], // F3S F2 Dead Dead
    [80, 50], // F3S B2 B2 B2
    [106, 73], // F3S B2 B2 F1
    [119, 104], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [121, 110], // F3S B2 B2 Dead
    [95, 83], // F3S B2 F1 F1
    [94, 86], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [75, 66], // F3S B2 F1 Dead
    [91, 75], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [84, 52], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [66, 45], // F3S B2 Dead Dead
    [86, 76], // F3S F1 F1 F1
    [78, 67], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [58, 43], // F3S F1 F1 Dead
    [95, 67], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [76, 52], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [76, 57], // F3S F1 Dead Dead
    [53, 25], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [49, 26], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [81, 48], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [83, 50], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [288, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [279, 236], // F3 F3 F3 B2
    [277, 233], // F3 F3 F3 F1
    [274, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 230], // F3 F3 F3 Dead
    [259, 221], // F3 F3 B3 B3
    [256, 216], // F3 F3 B3 F2B
    [256, 216], // F3 F3 B3 F2A
    [256, 224], // F3 F3 B3 F2
    [227, 183], // F3 F3 B3 B2
    [251, 229], // F3 F3 B3 F1
    [245, 221], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [272, 188], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [254, 214], // F3 F3 F2B F2A
    [251, 213], // F3 F3 F2B F2
    [246, 205], // F3 F3 F2B B2
    [240, 201], // F3 F3 F2B F1
    [247, 211], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [224, 177], // F3 F3 F2B Dead
    [254, 214], // F3 F3 F2A F2A
    [248, 184], // F3 F3 F2A F2
    [246, 190], // F3 F3 F2A B2
    [241, 199], // F3 F3 F2A F1
    [238, 207], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [258, 216], // F3 F3 F2A Dead
    [259, 219], // F3 F3 F2 F2
    [247, 203], // F3 F3 F2 B2
    [237, 211], // F3 F3 F2 F1
    [238, 196], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [244, 185], // F3 F3 F2 Dead
    [254, 211], // F3 F3 B2 B2
    [238, 185], // F3 F3 B2 F1
    [227, 174], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [281, 192], // F3 F3 B2 Dead
    [215, 214], // F3 F3 F1 F1
    [189, 200], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [233, 199], // F3 F3 F1 Dead
    [224, 196], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [265, 191], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [241, 174], // F3 F3 Dead Dead
    [146, 127], // F3 B3 B3 B3
    [153, 113], // F3 B3 B3 F2B
    [138, 121], // F3 B3 B3 F2A
    [161, 128], // F3 B3 B3 F2
    [132, 87], // F3 B3 B3 B2
    [110, 111], // F3 B3 B3 F1
    [159, 153], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [131, 107], // F3 B3 B3 Dead
    [125, 107], // F3 B3 F2B F2B
    [152, 130], // F3 B3 F2B F2A
    [117, 93], // F3 B3 F2B F2
    [154, 143], // F3 B3 F2B B2
    [115, 126], // F3 B3 F2B F1
    [137, 144], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [178, 122], // F3 B3 F2B Dead
    [150, 135], // F3 B3 F2A F2A
    [154, 123], // F3 B3 F2A F2
    [105, 108], // F3 B3 F2A B2
    [129, 120], // F3 B3 F2A F1
    [106, 114], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [170, 151], // F3 B3 F2A Dead
    [163, 109], // F3 B3 F2 F2
    [110, 59], // F3 B3 F2 B2
    [142, 119], // F3 B3 F2 F1
    [131, 85], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [172, 146], // F3 B3 F2 Dead
    [135, 126], // F3 B3 B2 B2
    [87, 88], // F3 B3 B2 F1
    [106, 89], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [148, 129], // F3 B3 B2 Dead
    [98, 93], // F3 B3 F1 F1
    [114, 111], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [110, 98], // F3 B3 F1 Dead
    [113, 84], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [105, 96], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [105, 77], // F3 B3 Dead Dead
    [141, 141], // F3 F2B F2B F2B
    [144, 113], // F3 F2B F2B F2A
    [136, 99], // F3 F2B F2B F2
    [97, 75], // F3 F2B F2B B2
    [57, 88], // F3 F2B F2B F1
    [123, 85], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [126, 107], // F3 F2B F2B Dead
    [140, 121], // F3 F2B F2A F2A
    [130, 90], // F3 F2B F2A F2
    [78, 118], // F3 F2B F2A B2
    [111, 97], // F3 F2B F2A F1
    [150, 129], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [148, 135], // F3 F2B F2A Dead
    [132, 114], // F3 F2B F2 F2
    [127, 107], // F3 F2B F2 B2
    [92, 54], // F3 F2B F2 F1
    [115, 107], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [162, 95], // F3 F2B F2 Dead
    [158, 125], // F3 F2B B2 B2
    [87, 93], // F3 F2B B2 F1
    [126, 113], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [148, 112], // F3 F2B B2 Dead
    [100, 76], // F3 F2B F1 F1
    [78, 81], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [111, 77], // F3 F2B F1 Dead
    [80, 63], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [130, 120], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [121, 85], // F3 F2B Dead Dead
    [142, 118], // F3 F2A F2A F2A
    [140, 93], // F3 F2A F2A F2
    [113, 51], // F3 F2A F2A B2
    [172, 139], // F3 F2A F2A F1
    [138, 101], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [134, 76], // F3 F2A F2A Dead
    [122, 99], // F3 F2A F2 F2
    [138, 142], // F3 F2A F2 B2
    [164, 138], // F3 F2A F2 F1
    [116, 83], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [126, 95], // F3 F2A F2 Dead
    [120, 102], // F3 F2A B2 B2
    [81, 79], // F3 F2A B2 F1
    [94, 75], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [100, 108], // F3 F2A B2 Dead
    [103, 92], // F3 F2A F1 F1
    [101, 96], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [125, 111], // F3 F2A F1 Dead
    [129, 104], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [99, 76], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [117, 72], // F3 F2A Dead Dead
    [144, 115], // F3 F2 F2 F2
    [128, 124], // F3 F2 F2 B2
    [138, 117], // F3 F2 F2 F1
    [152, 148], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [142, 101], // F3 F2 F2 Dead
    [161, 138], // F3 F2 B2 B2
    [84, 85], // F3 F2 B2 F1
    [89, 88], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [140, 138], // F3 F2 B2 Dead
    [81, 65], // F3 F2 F1 F1
    [96, 87], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [120, 100], // F3 F2 F1 Dead
    [103, 91], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [83, 64], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [91, 95], // F3 F2 Dead Dead
    [114, 92], // F3 B2 B2 B2
    [108, 76], // F3 B2 B2 F1
    [79, 71], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [82, 60], // F3 B2 B2 Dead
    [83, 73], // F3 B2 F1 F1
    [70, 71], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [88, 69], // F3 B2 F1 Dead
    [99, 76], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [72, 63], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [65, 53], // F3 B2 Dead Dead
    [87, 72], // F3 F1 F1 F1
    [77, 58], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [82, 78], // F3 F1 F1 Dead
    [70, 54], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [73, 62], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [73, 62], // F3 F1 Dead Dead
    [51, 33], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [72, 56], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [71, 63], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [58, 49], // F3 Dead Dead Dead
    [107, 104], // B3 B3 B3 B3
    [85, 48], // B3 B3 B3 F2B
    [112, 89], // B3 B3 B3 F2A
    [100, 97], // B3 B3 B3 F2
    [99, 82], // B3 B3 B3 B2
    [71, 37], // B3 B3 B3 F1
    [83, 87], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [67, 55], // B3 B3 B3 Dead
    [93, 84], // B3 B3 F2B F2B
    [76, 26], // B3 B3 F2B F2A
    [87, 74], // B3 B3 F2B F2
    [116, 103], // B3 B3 F2B B2
    [84, 69], // B3 B3 F2B F1
    [112, 113], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [98, 96], // B3 B3 F2B Dead
    [98, 83], // B3 B3 F2A F2A
    [79, 70], // B3 B3 F2A F2
    [81, 59], // B3 B3 F2A B2
    [59, 44], // B3 B3 F2A F1
    [109, 88], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [101, 82], // B3 B3 F2A Dead
    [102, 109], // B3 B3 F2 F2
    [103, 81], // B3 B3 F2 B2
    [56, 53], // B3 B3 F2 F1
    [89, 81], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [82, 69], // B3 B3 F2 Dead
    [52, 54], // B3 B3 B2 B2
    [87, 81], // B3 B3 B2 F1
    [50, 54], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [54, 45], // B3 B3 B2 Dead
    [62, 54], // B3 B3 F1 F1
    [62, 61], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [39, 34], // B3 B3 F1 Dead
    [67, 67], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [58, 47], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [43, 32], // B3 B3 Dead Dead
    [87, 70], // B3 F2B F2B F2B
    [88, 56], // B3 F2B F2B F2A
    [48, 10], // B3 F2B F2B F2
    [64, 81], // B3 F2B F2B B2
    [22, 13], // B3 F2B F2B F1
    [56, 73], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [129, 103], // B3 F2B F2B Dead
    [105, 77], // B3 F2B F2A F2A
    [118, 112], // B3 F2B F2A F2
    [72, 58], // B3 F2B F2A B2
    [66, 51], // B3 F2B F2A F1
    [45, 22], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [77, 72], // B3 F2B F2A Dead
    [116, 99], // B3 F2B F2 F2
    [46, 61], // B3 F2B F2 B2
    [96, 72], // B3 F2B F2 F1
    [103, 108], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [99, 58], // B3 F2B F2 Dead
    [83, 82], // B3 F2B B2 B2
    [46, 51], // B3 F2B B2 F1
    [64, 58], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [67, 47], // B3 F2B B2 Dead
    [46, 43], // B3 F2B F1 F1
    [61, 63], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [45, 43], // B3 F2B F1 Dead
    [52, 57], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [57, 50], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [35, 31], // B3 F2B Dead Dead
    [87, 62], // B3 F2A F2A F2A
    [44, 60], // B3 F2A F2A F2
    [86, 65], // B3 F2A F2A B2
    [65, 77], // B3 F2A F2A F1
    [83, 75], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [89, 57], // B3 F2A F2A Dead
    [78, 84], // B3 F2A F2 F2
    [58, 35], // B3 F2A F2 B2
    [91, 77], // B3 F2A F2 F1
    [94, 74], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [91, 94], // B3 F2A F2 Dead
    [55, 48], // B3 F2A B2 B2
    [55, 45], // B3 F2A B2 F1
    [74, 51], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [67, 40], // B3 F2A B2 Dead
    [57, 52], // B3 F2A F1 F1
    [60, 53], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [50, 40], // B3 F2A F1 Dead
    [60, 43], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [47, 41], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [42, 33], // B3 F2A Dead Dead
    [101, 81], // B3 F2 F2 F2
    [69, 62], // B3 F2 F2 B2
    [104, 78], // B3 F2 F2 F1
    [81, 84], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [79, 64], // B3 F2 F2 Dead
    [87, 67], // B3 F2 B2 B2
    [61, 46], // B3 F2 B2 F1
    [59, 56], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [63, 53], // B3 F2 B2 Dead
    [61, 50], // B3 F2 F1 F1
    [52, 46], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [66, 57], // B3 F2 F1 Dead
    [61, 64], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [46, 40], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [44, 37], // B3 F2 Dead Dead
    [39, 39], // B3 B2 B2 B2
    [48, 40], // B3 B2 B2 F1
    [49, 44], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [31, 29], // B3 B2 B2 Dead
    [30, 26], // B3 B2 F1 F1
    [35, 34], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [23, 25], // B3 B2 F1 Dead
    [33, 33], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [20, 18], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [25, 21], // B3 B2 Dead Dead
    [20, 17], // B3 F1 F1 F1
    [26, 28], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [33, 30], // B3 F1 F1 Dead
    [30, 24], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [27, 26], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [20, 19], // B3 F1 Dead Dead
    [28, 14], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [9, 15], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [16, 21], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [20, 18], // B3 Dead Dead Dead
    [85, 68], // F2B F2B F2B F2B
    [74, 59], // F2B F2B F2B F2A
    [120, 84], // F2B F2B F2B F2
    [125, 82], // F2B F2B F2B B2
    [14, 18], // F2B F2B F2B F1
    [115, 101], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [79, 63], // F2B F2B F2B Dead
    [76, 60], // F2B F2B F2A F2A
    [51, 54], // F2B F2B F2A F2
    [70, 51], // F2B F2B F2A B2
    [11, 18], // F2B F2B F2A F1
    [71, 79], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [87, 86], // F2B F2B F2A Dead
    [62, 34], // F2B F2B F2 F2
    [136, 79], // F2B F2B F2 B2
    [22, 35], // F2B F2B F2 F1
    [151, 99], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [105, 78], // F2B F2B F2 Dead
    [67, 56], // F2B F2B B2 B2
    [42, 20], // F2B F2B B2 F1
    [36, 45], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [85, 69], // F2B F2B B2 Dead
    [4, 12], // F2B F2B F1 F1
    [38, 37], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [32, 26], // F2B F2B F1 Dead
    [25, 41], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [56, 38], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [45, 34], // F2B F2B Dead Dead
    [71, 55], // F2B F2A F2A F2A
    [88, 60], // F2B F2A F2A F2
    [32, -1], // F2B F2A F2A B2
    [34, 47], // F2B F2A F2A F1
    [66, 66], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [46, 38], // F2B F2A F2A Dead
    [77, 67], // F2B F2A F2 F2
    [58, 62], // F2B F2A F2 B2
    [55, 38], // F2B F2A F2 F1
    [86, 79], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [31, 2], // F2B F2A F2 Dead
    [66, 25], // F2B F2A B2 B2
    [46, 42], // F2B F2A B2 F1
    [35, 35], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [64, 70], // F2B F2A B2 Dead
    [28, 34], // F2B F2A F1 F1
    [36, 39], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [66, 58], // F2B F2A F1 Dead
    [59, 33], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [58, 80], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [59, 68], // F2B F2A Dead Dead
    [68, 54], // F2B F2 F2 F2
    [62, 24], // F2B F2 F2 B2
    [54, 62], // F2B F2 F2 F1
    [96, 66], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [38, 47], // F2B F2 F2 Dead
    [95, 85], // F2B F2 B2 B2
    [35, 25], // F2B F2 B2 F1
    [80, 74], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [29, 34], // F2B F2 B2 Dead
    [18, 18], // F2B F2 F1 F1
    [44, 39], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [51, 43], // F2B F2 F1 Dead
    [51, 37], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [64, 73], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [47, 58], // F2B F2 Dead Dead
    [33, 40], // F2B B2 B2 B2
    [35, 28], // F2B B2 B2 F1
    [34, 37], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [38, 26], // F2B B2 B2 Dead
    [18, 20], // F2B B2 F1 F1
    [29, 28], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [34, 36], // F2B B2 F1 Dead
    [34, 30], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [30, 28], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [10, 14], // F2B B2 Dead Dead
    [-1, 2], // F2B F1 F1 F1
    [9, 9], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [25, 12], // F2B F1 F1 Dead
    [36, 31], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [28, 27], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [24, 19], // F2B F1 Dead Dead
    [20, 12], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [12, 2], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [19, 16], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [16, 15], // F2B Dead Dead Dead
    [79, 66], // F2A F2A F2A F2A
    [55, 61], // F2A F2A F2A F2
    [85, 58], // F2A F2A F2A B2
    [-8, 13], // F2A F2A F2A F1
    [64, 57], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [95, 76], // F2A F2A F2A Dead
    [35, 35], // F2A F2A F2 F2
    [59, 54], // F2A F2A F2 B2
    [87, 51], // F2A F2A F2 F1
    [19, 21], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [54, 49], // F2A F2A F2 Dead
    [57, 32], // F2A F2A B2 B2
    [58, 48], // F2A F2A B2 F1
    [76, 57], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [51, 48], // F2A F2A B2 Dead
    [41, 52], // F2A F2A F1 F1
    [34, 26], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [40, 23], // F2A F2A F1 Dead
    [34, 46], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [10, 16], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [45, 43], // F2A F2A Dead Dead
    [59, 41], // F2A F2 F2 F2
    [44, 54], // F2A F2 F2 B2
    [80, 75], // F2A F2 F2 F1
    [46, 39], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [64, 83], // F2A F2 F2 Dead
    [73, 75], // F2A F2 B2 B2
    [62, 51], // F2A F2 B2 F1
    [60, 45], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [82, 68], // F2A F2 B2 Dead
    [48, 45], // F2A F2 F1 F1
    [46, 50], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [34, 24], // F2A F2 F1 Dead
    [46, 39], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [50, 34], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [27, 27], // F2A F2 Dead Dead
    [49, 50], // F2A B2 B2 B2
    [24, 23], // F2A B2 B2 F1
    [46, 44], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [37, 28], // F2A B2 B2 Dead
    [23, 24], // F2A B2 F1 F1
    [24, 15], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [23, 20], // F2A B2 F1 Dead
    [21, 8], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [26, 9], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [30, 21], // F2A B2 Dead Dead
    [24, 19], // F2A F1 F1 F1
    [23, 20], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [21, 14], // F2A F1 F1 Dead
    [27, 12], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [23, 15], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [24, 13], // F2A F1 Dead Dead
    [52, 0], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [13, 10], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [24, 19], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [27, 17], // F2A Dead Dead Dead
    [77, 68], // F2 F2 F2 F2
    [74, 73], // F2 F2 F2 B2
    [91, 135], // F2 F2 F2 F1
    [92, 25], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [76, 58], // F2 F2 F2 Dead
    [79, 70], // F2 F2 B2 B2
    [42, 37], // F2 F2 B2 F1
    [32, 43], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [45, 36], // F2 F2 B2 Dead
    [54, 46], // F2 F2 F1 F1
    [51, 43], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [50, 48], // F2 F2 F1 Dead
    [30, 25], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [78, 74], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [39, 41], // F2 F2 Dead Dead
    [44, 39], // F2 B2 B2 B2
    [32, 31], // F2 B2 B2 F1
    [25, 20], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [30, 38], // F2 B2 B2 Dead
    [26, 23], // F2 B2 F1 F1
    [20, 17], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [25, 21], // F2 B2 F1 Dead
    [30, 32], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [15, 12], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [21, 19], // F2 B2 Dead Dead
    [22, 20], // F2 F1 F1 F1
    [15, 13], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 25], // F2 F1 F1 Dead
    [15, 15], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [10, 14], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [9, 11], // F2 F1 Dead Dead
    [-17, 1], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [18, 18], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [16, 16], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [16, 16], // F2 Dead Dead Dead
    [5, -13], // B2 B2 B2 B2
    [10, 10], // B2 B2 B2 F1
    [5, 7], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [5, 8], // B2 B2 B2 Dead
    [14, 15], // B2 B2 F1 F1
    [12, 10], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [5, 8], // B2 B2 F1 Dead
    [4, 10], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [6, 5], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [4, 4], // B2 B2 Dead Dead
    [13, 13], // B2 F1 F1 F1
    [10, 12], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 16], // B2 F1 F1 Dead
    [13, 11], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [8, 8], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [13, 10], // B2 F1 Dead Dead
    [7, 3], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [-4, -3], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [7, 4], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [9, 9], // B2 Dead Dead Dead
    [13, 13], // F1 F1 F1 F1
    [12, 13], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [13, 13], // F1 F1 F1 Dead
    [12, 10], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [11, 10], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 10], // F1 F1 Dead Dead
    [11, 6], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [8, 5], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [8, 5], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [11, 10], // F1 Dead Dead Dead
    [16, -15], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [0, 1], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [8, 4], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [10, 9], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [9, 9], // Dead Dead Dead Dead
];

/// By the colour to move (black first), the threat for it (rows) and the threat for
/// the side waiting (columns), in the order of `Threat`.
#[rustfmt::skip]
pub static PAIRS: Pairs = [
    [
        [3, 0, -2, 2, 7, 1, 2, -1, 39, 4, -8, -52, 81, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-3, 0, 1, -2, 0, -3, 5, -1, 40, 0, -19, -29, 80, 0], // Flex2
        [-7, 0, 1, -1, 3, -8, -4, -11, 14, 5, -15, -31, 110, 0], // Block3
        [-9, 0, -3, -6, 5, -15, 26, 20, 29, -17, -20, -18, 106, 0], // Flex2x2
        [-15, 0, 2, -14, 2, -1, 7, 10, 36, 7, -27, 4, 37, 0], // Block3Plus
        [-14, 0, -15, -9, -11, -10, 11, 3, 24, -1, -23, 38, 181, 0], // Flex3
        [-10, 0, -9, 1, -7, -17, 37, 14, 41, 21, -43, 15, 136, 0], // Flex3Plus
        [-56, 0, -24, 1, 14, 53, 70, -18, 0, -19, -2, 0, -2, 0], // Flex3x2
        [-17, 0, -16, -7, -18, -8, 28, 27, 44, -4, 12, 27, 127, 0], // Block4
        [-21, 0, -11, 3, 14, 9, 35, 24, 3, 15, 17, 5, 35, 0], // Block4Plus
        [-19, 0, 7, -14, 0, 4, -8, 0, 0, 0, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [-1, 0, 2, 6, 4, 11, 5, -5, 44, 7, -1, -55, 90, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [1, 0, 0, -1, -1, -1, 3, -4, 13, -3, -14, -3, 107, 0], // Flex2
        [-2, 0, 1, -1, 4, 13, 10, -5, 26, -7, -25, -6, 97, 0], // Block3
        [-10, 0, 2, -5, -26, 5, 8, 26, -14, -10, -4, 6, 85, 0], // Flex2x2
        [-5, 0, -6, 3, 8, 2, 6, 37, -32, -9, -24, 12, 94, 0], // Block3Plus
        [-6, 0, -7, -2, -16, -8, -8, -16, 7, -30, -33, 41, 147, 0], // Flex3
        [-6, 0, 1, 3, -9, 14, 5, 20, 10, -37, 6, 11, 85, 0], // Flex3Plus
        [-7, 0, -33, -33, -10, -6, 5, -11, 11, -24, 1, 5, 7, 0], // Flex3x2
        [-11, 0, -15, -10, -11, -9, 24, 17, 11, 29, 7, 3, 98, 0], // Block4
        [-8, 0, -1, -15, -17, -5, 50, 37, 5, 32, 7, 2, 64, 0], // Block4Plus
        [-34, 0, 0, -1, -8, 0, 0, 0, 0, -3, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`),
/// sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        -54, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -50, 0, 0, 0, 0, 0, 0, 0, -23, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -44, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -24, 0, 0, 0, 0, 0, 0, 0, -39, 0, 0, 0, 0, 0, 0, 0,
        -81, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0, 0, 0,
        -30, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 7, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 7, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 4, 0, 0, 0, 24, 0, 0, 0, 3, 0, 0, 0,
        -9, 0, 0, 0, 10, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0,
        -36, 0, 0, 0, 16, 0, 0, 0, 8, 0, 0, 0, 9, 0, 0, 0,
        2, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 69, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        1, 0, 0, 0, 6, 0, 0, 0, -15, 0, 0, 0, 22, 0, 0, 0,
        -25, 0, 0, 0, 103, 0, 0, 0, -4, 0, 0, 0, 7, 0, 0, 0,
        -12, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0,
        0, 0, 0, 0, 6, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0,
        -13, 0, 0, 0, 10, 0, 0, 0, -30, 0, 0, 0, 21, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 15, 0, 0, 0, 3, 0, 0, 0, 6, 0, 0, 0,
        -18, 0, 0, 0, 11, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 21, 0, 0, 0, -21, 0, 0, 0, 38, 0, 0, 0,
        14, 0, 0, 0, 41, 0, 0, 0, -9, 0, 0, 0, 6, 0, 0, 0,
        18, 0, 0, 0, 70, 0, 0, 0, 29, 0, 0, 0, 62, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -21, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 0, 0, 0, 0, -13, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 6, 0, 0, 0, 10, 0, 0, 0, 7, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -4, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, -4, 0, 0, 0,
        3, 0, 0, 0, 9, 0, 0, 0, 1, 0, 0, 0, -3, 0, 0, 0,
        17, 0, 0, 0, 15, 0, 0, 0, -7, 0, 0, 0, 5, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, 3, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 2, 0, 0, 0, -6, 0, 0, 0, 9, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0, -8, 0, 0, 0,
        -3, 0, 0, 0, 14, 0, 0, 0, 9, 0, 0, 0, 5, 0, 0, 0,
        10, 0, 0, 0, -2, 0, 0, 0, 34, 0, 0, 0, -25, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, -26, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, 0, 0, 0, 0, -19, 0, 0, 0, 0, 0, 0, 0,
        -58, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, -14, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 4, 0, 0, 0,
        12, 0, 0, 0, 13, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 6, 0, 0, 0, 29, 0, 0, 0, -6, 0, 0, 0,
        -6, 0, 0, 0, 20, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 5, 0, 0, 0, -22, 0, 0, 0, 9, 0, 0, 0,
        -4, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0,
        -14, 0, 0, 0, 50, 0, 0, 0, 1, 0, 0, 0, -4, 0, 0, 0,
        -5, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0, 13, 0, 0, 0,
        -43, 0, 0, 0, 63, 0, 0, 0, 3, 0, 0, 0, 8, 0, 0, 0,
        7, 0, 0, 0, 13, 0, 0, 0, 11, 0, 0, 0, 27, 0, 0, 0,
        13, 0, 0, 0, -2, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0,
        0, 0, 0, 0, 8, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, -6, 0, 0, 0, 6, 0, 0, 0, 2, 0, 0, 0,
        -7, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0,
        5, 0, 0, 0, 22, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0,
        30, 0, 0, 0, -15, 0, 0, 0, 13, 0, 0, 0, -28, 0, 0, 0,
        47, 0, 0, 0, -7, 0, 0, 0, 39, 0, 0, 0, 9, 0, 0, 0,
        47, 0, 0, 0, 0, 0, 0, 0, -44, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 0, 0, 0, 0, -43, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        14, 0, 0, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0,
        -40, 0, 0, 0, 0, 0, 0, 0, -19, 0, 0, 0, 0, 0, 0, 0,
        -51, 0, 0, 0, 0, 0, 0, 0, -25, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0,
        -16, 0, 0, 0, -3, 0, 0, 0, 9, 0, 0, 0, -2, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 2, 0, 0, 0, 30, 0, 0, 0, 7, 0, 0, 0,
        -2, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 3, 0, 0, 0, 8, 0, 0, 0, -5, 0, 0, 0,
        26, 0, 0, 0, -5, 0, 0, 0, 27, 0, 0, 0, -5, 0, 0, 0,
        8, 0, 0, 0, 5, 0, 0, 0, 55, 0, 0, 0, 43, 0, 0, 0,
        -41, 0, 0, 0, -2, 0, 0, 0, -9, 0, 0, 0, -1, 0, 0, 0,
        -37, 0, 0, 0, -2, 0, 0, 0, -61, 0, 0, 0, 14, 0, 0, 0,
        12, 0, 0, 0, -3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        28, 0, 0, 0, -4, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 2, 0, 0, 0, -17, 0, 0, 0, -2, 0, 0, 0,
        -25, 0, 0, 0, -2, 0, 0, 0, -12, 0, 0, 0, 2, 0, 0, 0,
        26, 0, 0, 0, 7, 0, 0, 0, -6, 0, 0, 0, -21, 0, 0, 0,
        18, 0, 0, 0, -22, 0, 0, 0, 51, 0, 0, 0, -60, 0, 0, 0,
        -19, 0, 0, 0, -2, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0,
        -58, 0, 0, 0, 6, 0, 0, 0, -14, 0, 0, 0, 12, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, -1, 0, 0, 0,
        13, 0, 0, 0, -16, 0, 0, 0, 23, 0, 0, 0, -18, 0, 0, 0,
        -31, 0, 0, 0, 5, 0, 0, 0, -6, 0, 0, 0, -4, 0, 0, 0,
        -17, 0, 0, 0, 14, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        38, 0, 0, 0, -54, 0, 0, 0, 44, 0, 0, 0, -131, 0, 0, 0,
        39, 0, 0, 0, -89, 0, 0, 0, 56, 0, 0, 0, -112, 0, 0, 0,
    ],
    [
        16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        16, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        26, 0, 0, 0, 45, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 6, 0, 0, 0, -6, 0, 0, 0, -2, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 8, 0, 0, 0, -19, 0, 0, 0, 4, 0, 0, 0,
        -3, 0, 0, 0, 86, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 24, 0, 0, 0, -11, 0, 0, 0, 22, 0, 0, 0,
        -9, 0, 0, 0, 44, 0, 0, 0, -4, 0, 0, 0, 7, 0, 0, 0,
        -14, 0, 0, 0, 4, 0, 0, 0, 17, 0, 0, 0, 13, 0, 0, 0,
        1, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, -6, 0, 0, 0,
        6, 0, 0, 0, 42, 0, 0, 0, 7, 0, 0, 0, 6, 0, 0, 0,
        12, 0, 0, 0, 18, 0, 0, 0, 12, 0, 0, 0, -6, 0, 0, 0,
        3, 0, 0, 0, 51, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0,
        13, 0, 0, 0, 42, 0, 0, 0, 33, 0, 0, 0, -11, 0, 0, 0,
        -21, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -33, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0, 7, 0, 0, 0,
        -8, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, -3, 0, 0, 0, 12, 0, 0, 0, -10, 0, 0, 0,
        -14, 0, 0, 0, 5, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -2, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        -6, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, -1, 0, 0, 0, -3, 0, 0, 0, -7, 0, 0, 0,
        0, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, -12, 0, 0, 0,
        -8, 0, 0, 0, -47, 0, 0, 0, 1, 0, 0, 0, -12, 0, 0, 0,
        -10, 0, 0, 0, -34, 0, 0, 0, 52, 0, 0, 0, -20, 0, 0, 0,
        12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -54, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 26, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        20, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        5, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0, -2, 0, 0, 0,
        6, 0, 0, 0, 25, 0, 0, 0, -2, 0, 0, 0, 3, 0, 0, 0,
        -14, 0, 0, 0, 9, 0, 0, 0, -5, 0, 0, 0, 18, 0, 0, 0,
        2, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0,
        -9, 0, 0, 0, 38, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 2, 0, 0, 0, -9, 0, 0, 0, 4, 0, 0, 0,
        -8, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0,
        -2, 0, 0, 0, -2, 0, 0, 0, -9, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, 43, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0,
        -5, 0, 0, 0, 13, 0, 0, 0, 2, 0, 0, 0, 42, 0, 0, 0,
        5, 0, 0, 0, 5, 0, 0, 0, 2, 0, 0, 0, -3, 0, 0, 0,
        4, 0, 0, 0, 4, 0, 0, 0, 9, 0, 0, 0, 6, 0, 0, 0,
        -1, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, -13, 0, 0, 0,
        20, 0, 0, 0, 10, 0, 0, 0, 17, 0, 0, 0, -1, 0, 0, 0,
        10, 0, 0, 0, 34, 0, 0, 0, 17, 0, 0, 0, -12, 0, 0, 0,
        21, 0, 0, 0, -6, 0, 0, 0, 50, 0, 0, 0, -16, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -52, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -90, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -38, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 75, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 7, 0, 0, 0, -6, 0, 0, 0, -3, 0, 0, 0,
        -27, 0, 0, 0, -9, 0, 0, 0, 9, 0, 0, 0, -1, 0, 0, 0,
        -4, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        12, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0,
        0, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0, 1, 0, 0, 0,
        -5, 0, 0, 0, 2, 0, 0, 0, 7, 0, 0, 0, -13, 0, 0, 0,
        34, 0, 0, 0, -13, 0, 0, 0, 11, 0, 0, 0, -4, 0, 0, 0,
        70, 0, 0, 0, 2, 0, 0, 0, 49, 0, 0, 0, -62, 0, 0, 0,
        -30, 0, 0, 0, 73, 0, 0, 0, -1, 0, 0, 0, -5, 0, 0, 0,
        -29, 0, 0, 0, 26, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 8, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, -7, 0, 0, 0, 12, 0, 0, 0, -4, 0, 0, 0,
        -41, 0, 0, 0, 85, 0, 0, 0, -1, 0, 0, 0, -10, 0, 0, 0,
        -42, 0, 0, 0, -21, 0, 0, 0, 14, 0, 0, 0, -34, 0, 0, 0,
        7, 0, 0, 0, -16, 0, 0, 0, 15, 0, 0, 0, -21, 0, 0, 0,
        66, 0, 0, 0, -59, 0, 0, 0, 64, 0, 0, 0, -99, 0, 0, 0,
        -30, 0, 0, 0, 58, 0, 0, 0, -15, 0, 0, 0, -7, 0, 0, 0,
        -50, 0, 0, 0, 16, 0, 0, 0, -6, 0, 0, 0, 3, 0, 0, 0,
        3, 0, 0, 0, 1, 0, 0, 0, -7, 0, 0, 0, -6, 0, 0, 0,
        38, 0, 0, 0, -21, 0, 0, 0, 30, 0, 0, 0, -39, 0, 0, 0,
        -34, 0, 0, 0, 32, 0, 0, 0, -31, 0, 0, 0, -9, 0, 0, 0,
        -42, 0, 0, 0, -14, 0, 0, 0, 5, 0, 0, 0, -25, 0, 0, 0,
        4, 0, 0, 0, -34, 0, 0, 0, 42, 0, 0, 0, -107, 0, 0, 0,
        55, 0, 0, 0, -100, 0, 0, 0, 92, 0, 0, 0, -104, 0, 0, 0,
    ],
];
