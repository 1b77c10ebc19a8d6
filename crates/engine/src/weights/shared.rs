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

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nFitted by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 131446 positions of 4535 games.\nFitted, with the table of threat pairs, by `pearls tune --rule freestyle --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 246128 positions of 8708 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.";

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
    [649, 547], // F4 F4 B2 F1
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
    [572, 482], // F4 B4 F2 Dead
    [567, 478], // F4 B4 B2 B2
    [566, 477], // F4 B4 B2 F1
    [564, 475], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 474], // F4 B4 B2 Dead
    [565, 476], // F4 B4 F1 F1
    [562, 474], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 473], // F4 B4 F1 Dead
    [560, 472], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 471], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 470], // F4 B4 Dead Dead
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
    [566, 477], // F4 F3S B3 F1
    [564, 475], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 474], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 476], // F4 F3S F2B B2
    [564, 475], // F4 F3S F2B F1
    [562, 473], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 475], // F4 F3S F2A F1
    [562, 473], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 472], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 473], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 472], // F4 F3S F2 Dead
    [556, 468], // F4 F3S B2 B2
    [554, 467], // F4 F3S B2 F1
    [552, 465], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 464], // F4 F3S B2 Dead
    [553, 466], // F4 F3S F1 F1
    [551, 464], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 463], // F4 F3S F1 Dead
    [548, 462], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 461], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 460], // F4 F3S Dead Dead
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
    [564, 475], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 474], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 476], // F4 F3 F2B B2
    [564, 475], // F4 F3 F2B F1
    [562, 473], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 472], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 473], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 472], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 475], // F4 F3 F2 F1
    [562, 473], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 472], // F4 F3 F2 Dead
    [556, 468], // F4 F3 B2 B2
    [554, 467], // F4 F3 B2 F1
    [552, 465], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 464], // F4 F3 B2 Dead
    [553, 466], // F4 F3 F1 F1
    [551, 464], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 463], // F4 F3 F1 Dead
    [548, 462], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 461], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 460], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 460], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 460], // F4 B3 B3 F2
    [537, 452], // F4 B3 B3 B2
    [535, 451], // F4 B3 B3 F1
    [533, 449], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 448], // F4 B3 B3 Dead
    [544, 458], // F4 B3 F2B F2B
    [544, 458], // F4 B3 F2B F2A
    [544, 458], // F4 B3 F2B F2
    [534, 450], // F4 B3 F2B B2
    [533, 449], // F4 B3 F2B F1
    [530, 447], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 446], // F4 B3 F2B Dead
    [544, 458], // F4 B3 F2A F2A
    [544, 458], // F4 B3 F2A F2
    [534, 450], // F4 B3 F2A B2
    [533, 449], // F4 B3 F2A F1
    [530, 447], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 446], // F4 B3 F2A Dead
    [544, 458], // F4 B3 F2 F2
    [534, 450], // F4 B3 F2 B2
    [533, 449], // F4 B3 F2 F1
    [530, 447], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 446], // F4 B3 F2 Dead
    [524, 442], // F4 B3 B2 B2
    [524, 439], // F4 B3 B2 F1
    [521, 439], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 438], // F4 B3 B2 Dead
    [522, 438], // F4 B3 F1 F1
    [520, 436], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 435], // F4 B3 F1 Dead
    [518, 434], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 435], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 432], // F4 B3 Dead Dead
    [542, 456], // F4 F2B F2B F2B
    [542, 456], // F4 F2B F2B F2A
    [542, 456], // F4 F2B F2B F2
    [532, 450], // F4 F2B F2B B2
    [530, 445], // F4 F2B F2B F1
    [528, 445], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 444], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 456], // F4 F2B F2A F2
    [532, 450], // F4 F2B F2A B2
    [530, 445], // F4 F2B F2A F1
    [528, 445], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 444], // F4 F2B F2A Dead
    [542, 456], // F4 F2B F2 F2
    [532, 450], // F4 F2B F2 B2
    [530, 445], // F4 F2B F2 F1
    [528, 445], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 444], // F4 F2B F2 Dead
    [522, 440], // F4 F2B B2 B2
    [521, 436], // F4 F2B B2 F1
    [519, 435], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 436], // F4 F2B B2 Dead
    [520, 429], // F4 F2B F1 F1
    [518, 428], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 433], // F4 F2B F1 Dead
    [515, 430], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 432], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 429], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 456], // F4 F2A F2A F2
    [532, 450], // F4 F2A F2A B2
    [530, 445], // F4 F2A F2A F1
    [528, 445], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 444], // F4 F2A F2A Dead
    [542, 456], // F4 F2A F2 F2
    [532, 450], // F4 F2A F2 B2
    [530, 445], // F4 F2A F2 F1
    [528, 445], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 444], // F4 F2A F2 Dead
    [522, 440], // F4 F2A B2 B2
    [521, 436], // F4 F2A B2 F1
    [519, 435], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 436], // F4 F2A B2 Dead
    [520, 429], // F4 F2A F1 F1
    [518, 428], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 433], // F4 F2A F1 Dead
    [515, 430], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 432], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 429], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 450], // F4 F2 F2 B2
    [530, 445], // F4 F2 F2 F1
    [528, 445], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 444], // F4 F2 F2 Dead
    [522, 440], // F4 F2 B2 B2
    [521, 436], // F4 F2 B2 F1
    [519, 435], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 436], // F4 F2 B2 Dead
    [520, 429], // F4 F2 F1 F1
    [518, 428], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 433], // F4 F2 F1 Dead
    [515, 430], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 432], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 429], // F4 F2 Dead Dead
    [513, 432], // F4 B2 B2 B2
    [511, 429], // F4 B2 B2 F1
    [509, 428], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 426], // F4 B2 B2 Dead
    [510, 416], // F4 B2 F1 F1
    [508, 419], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 422], // F4 B2 F1 Dead
    [506, 423], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 420], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 419], // F4 B2 Dead Dead
    [509, 387], // F4 F1 F1 F1
    [506, 407], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 417], // F4 F1 F1 Dead
    [504, 418], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 419], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 416], // F4 F1 Dead Dead
    [502, 421], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 420], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 418], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 411], // F4 Dead Dead Dead
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
    [527, 444], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 428], // B4 B4 B3 B3
    [506, 426], // B4 B4 B3 F2B
    [506, 426], // B4 B4 B3 F2A
    [506, 426], // B4 B4 B3 F2
    [496, 418], // B4 B4 B3 B2
    [495, 417], // B4 B4 B3 F1
    [492, 415], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 414], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 424], // B4 B4 F2B F2
    [494, 416], // B4 B4 F2B B2
    [492, 415], // B4 B4 F2B F1
    [490, 413], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 412], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 416], // B4 B4 F2A B2
    [492, 415], // B4 B4 F2A F1
    [490, 413], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 412], // B4 B4 F2A Dead
    [504, 424], // B4 B4 F2 F2
    [494, 416], // B4 B4 F2 B2
    [492, 415], // B4 B4 F2 F1
    [490, 413], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 412], // B4 B4 F2 Dead
    [484, 408], // B4 B4 B2 B2
    [483, 407], // B4 B4 B2 F1
    [481, 405], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 402], // B4 B4 B2 Dead
    [482, 406], // B4 B4 F1 F1
    [480, 404], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 403], // B4 B4 F1 Dead
    [477, 402], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 401], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 398], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 342], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 331], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 334], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 316], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 308], // B4 F3S B3 B2
    [364, 307], // B4 F3S B3 F1
    [362, 305], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 304], // B4 F3S B3 Dead
    [372, 314], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 314], // B4 F3S F2B F2
    [363, 306], // B4 F3S F2B B2
    [362, 305], // B4 F3S F2B F1
    [359, 303], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 302], // B4 F3S F2B Dead
    [372, 314], // B4 F3S F2A F2A
    [372, 314], // B4 F3S F2A F2
    [363, 306], // B4 F3S F2A B2
    [362, 305], // B4 F3S F2A F1
    [359, 303], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [358, 302], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 306], // B4 F3S F2 B2
    [362, 305], // B4 F3S F2 F1
    [359, 303], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 302], // B4 F3S F2 Dead
    [354, 298], // B4 F3S B2 B2
    [352, 299], // B4 F3S B2 F1
    [350, 297], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [349, 296], // B4 F3S B2 Dead
    [352, 300], // B4 F3S F1 F1
    [349, 296], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [348, 293], // B4 F3S F1 Dead
    [347, 292], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [345, 292], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [344, 290], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 334], // B4 F3 F3 B2
    [395, 333], // B4 F3 F3 F1
    [392, 331], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 330], // B4 F3 F3 Dead
    [377, 318], // B4 F3 B3 B3
    [375, 316], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 316], // B4 F3 B3 F2
    [366, 308], // B4 F3 B3 B2
    [364, 307], // B4 F3 B3 F1
    [362, 305], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [361, 304], // B4 F3 B3 Dead
    [372, 314], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 314], // B4 F3 F2B F2
    [363, 306], // B4 F3 F2B B2
    [362, 305], // B4 F3 F2B F1
    [359, 303], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [358, 302], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 314], // B4 F3 F2A F2
    [363, 306], // B4 F3 F2A B2
    [362, 305], // B4 F3 F2A F1
    [359, 303], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 302], // B4 F3 F2A Dead
    [372, 314], // B4 F3 F2 F2
    [363, 306], // B4 F3 F2 B2
    [362, 305], // B4 F3 F2 F1
    [359, 303], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [358, 302], // B4 F3 F2 Dead
    [354, 298], // B4 F3 B2 B2
    [352, 299], // B4 F3 B2 F1
    [350, 297], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [349, 296], // B4 F3 B2 Dead
    [352, 300], // B4 F3 F1 F1
    [349, 296], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [348, 293], // B4 F3 F1 Dead
    [347, 292], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [345, 292], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [344, 290], // B4 F3 Dead Dead
    [180, 152], // B4 B3 B3 B3
    [178, 150], // B4 B3 B3 F2B
    [178, 150], // B4 B3 B3 F2A
    [178, 150], // B4 B3 B3 F2
    [168, 143], // B4 B3 B3 B2
    [167, 141], // B4 B3 B3 F1
    [164, 139], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [164, 138], // B4 B3 B3 Dead
    [176, 148], // B4 B3 F2B F2B
    [176, 148], // B4 B3 F2B F2A
    [176, 148], // B4 B3 F2B F2
    [166, 142], // B4 B3 F2B B2
    [162, 138], // B4 B3 F2B F1
    [162, 138], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [164, 139], // B4 B3 F2B Dead
    [176, 148], // B4 B3 F2A F2A
    [176, 148], // B4 B3 F2A F2
    [166, 142], // B4 B3 F2A B2
    [162, 138], // B4 B3 F2A F1
    [162, 138], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [164, 139], // B4 B3 F2A Dead
    [176, 148], // B4 B3 F2 F2
    [166, 142], // B4 B3 F2 B2
    [162, 138], // B4 B3 F2 F1
    [162, 138], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [164, 139], // B4 B3 F2 Dead
    [158, 134], // B4 B3 B2 B2
    [155, 133], // B4 B3 B2 F1
    [153, 133], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [148, 127], // B4 B3 B2 Dead
    [152, 131], // B4 B3 F1 F1
    [154, 132], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [149, 126], // B4 B3 F1 Dead
    [149, 127], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [147, 125], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [140, 117], // B4 B3 Dead Dead
    [173, 146], // B4 F2B F2B F2B
    [173, 146], // B4 F2B F2B F2A
    [173, 146], // B4 F2B F2B F2
    [165, 142], // B4 F2B F2B B2
    [167, 145], // B4 F2B F2B F1
    [162, 138], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [162, 137], // B4 F2B F2B Dead
    [173, 146], // B4 F2B F2A F2A
    [173, 146], // B4 F2B F2A F2
    [165, 142], // B4 F2B F2A B2
    [167, 145], // B4 F2B F2A F1
    [162, 138], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [162, 137], // B4 F2B F2A Dead
    [173, 146], // B4 F2B F2 F2
    [165, 142], // B4 F2B F2 B2
    [167, 145], // B4 F2B F2 F1
    [162, 138], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [162, 137], // B4 F2B F2 Dead
    [156, 134], // B4 F2B B2 B2
    [155, 133], // B4 F2B B2 F1
    [154, 136], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [153, 130], // B4 F2B B2 Dead
    [160, 134], // B4 F2B F1 F1
    [157, 128], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [153, 128], // B4 F2B F1 Dead
    [146, 121], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [147, 126], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [143, 117], // B4 F2B Dead Dead
    [173, 146], // B4 F2A F2A F2A
    [173, 146], // B4 F2A F2A F2
    [165, 142], // B4 F2A F2A B2
    [167, 145], // B4 F2A F2A F1
    [162, 138], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [162, 137], // B4 F2A F2A Dead
    [173, 146], // B4 F2A F2 F2
    [165, 142], // B4 F2A F2 B2
    [167, 145], // B4 F2A F2 F1
    [162, 138], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [162, 137], // B4 F2A F2 Dead
    [156, 134], // B4 F2A B2 B2
    [155, 133], // B4 F2A B2 F1
    [154, 136], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [153, 130], // B4 F2A B2 Dead
    [160, 134], // B4 F2A F1 F1
    [157, 128], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [153, 128], // B4 F2A F1 Dead
    [146, 121], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [147, 126], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [143, 117], // B4 F2A Dead Dead
    [173, 146], // B4 F2 F2 F2
    [165, 142], // B4 F2 F2 B2
    [167, 145], // B4 F2 F2 F1
    [162, 138], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [162, 137], // B4 F2 F2 Dead
    [156, 134], // B4 F2 B2 B2
    [155, 133], // B4 F2 B2 F1
    [154, 136], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [153, 130], // B4 F2 B2 Dead
    [160, 134], // B4 F2 F1 F1
    [157, 128], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [153, 128], // B4 F2 F1 Dead
    [146, 121], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [147, 126], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [143, 117], // B4 F2 Dead Dead
    [99, 84], // B4 B2 B2 B2
    [102, 88], // B4 B2 B2 F1
    [97, 85], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [95, 83], // B4 B2 B2 Dead
    [103, 83], // B4 B2 F1 F1
    [102, 89], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [93, 80], // B4 B2 F1 Dead
    [89, 74], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [89, 75], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [81, 68], // B4 B2 Dead Dead
    [107, 63], // B4 F1 F1 F1
    [101, 73], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [96, 75], // B4 F1 F1 Dead
    [92, 75], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [89, 76], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [77, 63], // B4 F1 Dead Dead
    [86, 73], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [84, 71], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [76, 64], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [66, 54], // B4 Dead Dead Dead
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
    [274, 231], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [273, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [256, 216], // F3S F3S B3 F2B
    [256, 216], // F3S F3S B3 F2A
    [256, 216], // F3S F3S B3 F2
    [247, 208], // F3S F3S B3 B2
    [245, 207], // F3S F3S B3 F1
    [243, 205], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [244, 204], // F3S F3S B3 Dead
    [254, 214], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [244, 206], // F3S F3S F2B B2
    [241, 203], // F3S F3S F2B F1
    [240, 203], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [241, 202], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [254, 214], // F3S F3S F2A F2
    [244, 206], // F3S F3S F2A B2
    [241, 203], // F3S F3S F2A F1
    [240, 203], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [241, 202], // F3S F3S F2A Dead
    [254, 214], // F3S F3S F2 F2
    [244, 206], // F3S F3S F2 B2
    [241, 203], // F3S F3S F2 F1
    [240, 203], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [241, 202], // F3S F3S F2 Dead
    [235, 198], // F3S F3S B2 B2
    [233, 194], // F3S F3S B2 F1
    [232, 193], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [233, 194], // F3S F3S B2 Dead
    [228, 189], // F3S F3S F1 F1
    [230, 192], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [230, 192], // F3S F3S F1 Dead
    [229, 190], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [228, 190], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [229, 189], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 244], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [278, 234], // F3S F3 F3 B2
    [276, 233], // F3S F3 F3 F1
    [274, 231], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [273, 230], // F3S F3 F3 Dead
    [258, 218], // F3S F3 B3 B3
    [256, 216], // F3S F3 B3 F2B
    [256, 216], // F3S F3 B3 F2A
    [256, 216], // F3S F3 B3 F2
    [247, 208], // F3S F3 B3 B2
    [245, 207], // F3S F3 B3 F1
    [243, 205], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [244, 204], // F3S F3 B3 Dead
    [254, 214], // F3S F3 F2B F2B
    [254, 214], // F3S F3 F2B F2A
    [254, 214], // F3S F3 F2B F2
    [244, 206], // F3S F3 F2B B2
    [241, 203], // F3S F3 F2B F1
    [240, 203], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [241, 202], // F3S F3 F2B Dead
    [254, 214], // F3S F3 F2A F2A
    [254, 214], // F3S F3 F2A F2
    [244, 206], // F3S F3 F2A B2
    [241, 203], // F3S F3 F2A F1
    [240, 203], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [241, 202], // F3S F3 F2A Dead
    [254, 214], // F3S F3 F2 F2
    [244, 206], // F3S F3 F2 B2
    [241, 203], // F3S F3 F2 F1
    [240, 203], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [241, 202], // F3S F3 F2 Dead
    [235, 198], // F3S F3 B2 B2
    [233, 194], // F3S F3 B2 F1
    [232, 193], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [233, 194], // F3S F3 B2 Dead
    [228, 189], // F3S F3 F1 F1
    [230, 192], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [230, 192], // F3S F3 F1 Dead
    [229, 190], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [228, 190], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [229, 189], // F3S F3 Dead Dead
    [144, 122], // F3S B3 B3 B3
    [143, 121], // F3S B3 B3 F2B
    [143, 121], // F3S B3 B3 F2A
    [143, 121], // F3S B3 B3 F2
    [133, 113], // F3S B3 B3 B2
    [131, 113], // F3S B3 B3 F1
    [129, 109], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [130, 108], // F3S B3 B3 Dead
    [142, 120], // F3S B3 F2B F2B
    [142, 120], // F3S B3 F2B F2A
    [142, 120], // F3S B3 F2B F2
    [133, 112], // F3S B3 F2B B2
    [132, 111], // F3S B3 F2B F1
    [129, 109], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [137, 110], // F3S B3 F2B Dead
    [142, 120], // F3S B3 F2A F2A
    [142, 120], // F3S B3 F2A F2
    [133, 112], // F3S B3 F2A B2
    [132, 111], // F3S B3 F2A F1
    [129, 109], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [137, 110], // F3S B3 F2A Dead
    [142, 120], // F3S B3 F2 F2
    [133, 112], // F3S B3 F2 B2
    [132, 111], // F3S B3 F2 F1
    [129, 109], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [137, 110], // F3S B3 F2 Dead
    [123, 104], // F3S B3 B2 B2
    [120, 108], // F3S B3 B2 F1
    [118, 102], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [122, 99], // F3S B3 B2 Dead
    [121, 106], // F3S B3 F1 F1
    [117, 98], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [120, 100], // F3S B3 F1 Dead
    [115, 93], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [119, 96], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [110, 89], // F3S B3 Dead Dead
    [140, 118], // F3S F2B F2B F2B
    [140, 118], // F3S F2B F2B F2A
    [140, 118], // F3S F2B F2B F2
    [128, 108], // F3S F2B F2B B2
    [133, 114], // F3S F2B F2B F1
    [131, 109], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [133, 107], // F3S F2B F2B Dead
    [140, 118], // F3S F2B F2A F2A
    [140, 118], // F3S F2B F2A F2
    [128, 108], // F3S F2B F2A B2
    [133, 114], // F3S F2B F2A F1
    [131, 109], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [133, 107], // F3S F2B F2A Dead
    [140, 118], // F3S F2B F2 F2
    [128, 108], // F3S F2B F2 B2
    [133, 114], // F3S F2B F2 F1
    [131, 109], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [133, 107], // F3S F2B F2 Dead
    [123, 104], // F3S F2B B2 B2
    [118, 101], // F3S F2B B2 F1
    [122, 109], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [130, 104], // F3S F2B B2 Dead
    [117, 104], // F3S F2B F1 F1
    [116, 96], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [121, 93], // F3S F2B F1 Dead
    [119, 93], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [120, 93], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [113, 89], // F3S F2B Dead Dead
    [140, 118], // F3S F2A F2A F2A
    [140, 118], // F3S F2A F2A F2
    [128, 108], // F3S F2A F2A B2
    [133, 114], // F3S F2A F2A F1
    [131, 109], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [133, 107], // F3S F2A F2A Dead
    [140, 118], // F3S F2A F2 F2
    [128, 108], // F3S F2A F2 B2
    [133, 114], // F3S F2A F2 F1
    [131, 109], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [133, 107], // F3S F2A F2 Dead
    [123, 104], // F3S F2A B2 B2
    [118, 101], // F3S F2A B2 F1
    [122, 109], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [130, 104], // F3S F2A B2 Dead
    [117, 104], // F3S F2A F1 F1
    [116, 96], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [121, 93], // F3S F2A F1 Dead
    [119, 93], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [120, 93], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [113, 89], // F3S F2A Dead Dead
    [140, 118], // F3S F2 F2 F2
    [128, 108], // F3S F2 F2 B2
    [133, 114], // F3S F2 F2 F1
    [131, 109], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [133, 107], // F3S F2 F2 Dead
    [123, 104], // F3S F2 B2 B2
    [118, 101], // F3S F2 B2 F1
    [122, 109], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [130, 104], // F3S F2 B2 Dead
    [117, 104], // F3S F2 F1 F1
    [116, 96], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [121, 93], // F3S F2 F1 Dead
    [119, 93], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [120, 93], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [113, 89], // F3S F2 Dead Dead
    [92, 78], // F3S B2 B2 B2
    [90, 77], // F3S B2 B2 F1
    [87, 77], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [87, 70], // F3S B2 B2 Dead
    [94, 82], // F3S B2 F1 F1
    [85, 73], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [84, 71], // F3S B2 F1 Dead
    [83, 66], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [82, 63], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [77, 61], // F3S B2 Dead Dead
    [86, 80], // F3S F1 F1 F1
    [85, 72], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [90, 76], // F3S F1 F1 Dead
    [81, 58], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [81, 64], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [75, 58], // F3S F1 Dead Dead
    [78, 56], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [73, 57], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [73, 56], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [64, 48], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [287, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [278, 234], // F3 F3 F3 B2
    [276, 233], // F3 F3 F3 F1
    [274, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 230], // F3 F3 F3 Dead
    [258, 218], // F3 F3 B3 B3
    [256, 216], // F3 F3 B3 F2B
    [256, 216], // F3 F3 B3 F2A
    [256, 216], // F3 F3 B3 F2
    [247, 208], // F3 F3 B3 B2
    [245, 207], // F3 F3 B3 F1
    [243, 205], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [244, 204], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [254, 214], // F3 F3 F2B F2A
    [254, 214], // F3 F3 F2B F2
    [244, 206], // F3 F3 F2B B2
    [241, 203], // F3 F3 F2B F1
    [240, 203], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [241, 202], // F3 F3 F2B Dead
    [254, 214], // F3 F3 F2A F2A
    [254, 214], // F3 F3 F2A F2
    [244, 206], // F3 F3 F2A B2
    [241, 203], // F3 F3 F2A F1
    [240, 203], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [241, 202], // F3 F3 F2A Dead
    [254, 214], // F3 F3 F2 F2
    [244, 206], // F3 F3 F2 B2
    [241, 203], // F3 F3 F2 F1
    [240, 203], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [241, 202], // F3 F3 F2 Dead
    [235, 198], // F3 F3 B2 B2
    [233, 194], // F3 F3 B2 F1
    [232, 193], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [233, 194], // F3 F3 B2 Dead
    [228, 189], // F3 F3 F1 F1
    [230, 192], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [230, 192], // F3 F3 F1 Dead
    [229, 190], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [228, 190], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [229, 189], // F3 F3 Dead Dead
    [144, 122], // F3 B3 B3 B3
    [143, 121], // F3 B3 B3 F2B
    [143, 121], // F3 B3 B3 F2A
    [143, 121], // F3 B3 B3 F2
    [133, 113], // F3 B3 B3 B2
    [131, 113], // F3 B3 B3 F1
    [129, 109], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [130, 108], // F3 B3 B3 Dead
    [142, 120], // F3 B3 F2B F2B
    [142, 120], // F3 B3 F2B F2A
    [142, 120], // F3 B3 F2B F2
    [133, 112], // F3 B3 F2B B2
    [132, 111], // F3 B3 F2B F1
    [129, 109], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [137, 110], // F3 B3 F2B Dead
    [142, 120], // F3 B3 F2A F2A
    [142, 120], // F3 B3 F2A F2
    [133, 112], // F3 B3 F2A B2
    [132, 111], // F3 B3 F2A F1
    [129, 109], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [137, 110], // F3 B3 F2A Dead
    [142, 120], // F3 B3 F2 F2
    [133, 112], // F3 B3 F2 B2
    [132, 111], // F3 B3 F2 F1
    [129, 109], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [137, 110], // F3 B3 F2 Dead
    [123, 104], // F3 B3 B2 B2
    [120, 108], // F3 B3 B2 F1
    [118, 102], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [122, 99], // F3 B3 B2 Dead
    [121, 106], // F3 B3 F1 F1
    [117, 98], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [120, 100], // F3 B3 F1 Dead
    [115, 93], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [119, 96], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [110, 89], // F3 B3 Dead Dead
    [140, 118], // F3 F2B F2B F2B
    [140, 118], // F3 F2B F2B F2A
    [140, 118], // F3 F2B F2B F2
    [128, 108], // F3 F2B F2B B2
    [133, 114], // F3 F2B F2B F1
    [131, 109], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [133, 107], // F3 F2B F2B Dead
    [140, 118], // F3 F2B F2A F2A
    [140, 118], // F3 F2B F2A F2
    [128, 108], // F3 F2B F2A B2
    [133, 114], // F3 F2B F2A F1
    [131, 109], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [133, 107], // F3 F2B F2A Dead
    [140, 118], // F3 F2B F2 F2
    [128, 108], // F3 F2B F2 B2
    [133, 114], // F3 F2B F2 F1
    [131, 109], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [133, 107], // F3 F2B F2 Dead
    [123, 104], // F3 F2B B2 B2
    [118, 101], // F3 F2B B2 F1
    [122, 109], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [130, 104], // F3 F2B B2 Dead
    [117, 104], // F3 F2B F1 F1
    [116, 96], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [121, 93], // F3 F2B F1 Dead
    [119, 93], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [120, 93], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [113, 89], // F3 F2B Dead Dead
    [140, 118], // F3 F2A F2A F2A
    [140, 118], // F3 F2A F2A F2
    [128, 108], // F3 F2A F2A B2
    [133, 114], // F3 F2A F2A F1
    [131, 109], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [133, 107], // F3 F2A F2A Dead
    [140, 118], // F3 F2A F2 F2
    [128, 108], // F3 F2A F2 B2
    [133, 114], // F3 F2A F2 F1
    [131, 109], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [133, 107], // F3 F2A F2 Dead
    [123, 104], // F3 F2A B2 B2
    [118, 101], // F3 F2A B2 F1
    [122, 109], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [130, 104], // F3 F2A B2 Dead
    [117, 104], // F3 F2A F1 F1
    [116, 96], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [121, 93], // F3 F2A F1 Dead
    [119, 93], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [120, 93], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [113, 89], // F3 F2A Dead Dead
    [140, 118], // F3 F2 F2 F2
    [128, 108], // F3 F2 F2 B2
    [133, 114], // F3 F2 F2 F1
    [131, 109], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [133, 107], // F3 F2 F2 Dead
    [123, 104], // F3 F2 B2 B2
    [118, 101], // F3 F2 B2 F1
    [122, 109], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [130, 104], // F3 F2 B2 Dead
    [117, 104], // F3 F2 F1 F1
    [116, 96], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [121, 93], // F3 F2 F1 Dead
    [119, 93], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [120, 93], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [113, 89], // F3 F2 Dead Dead
    [92, 78], // F3 B2 B2 B2
    [90, 77], // F3 B2 B2 F1
    [87, 77], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [87, 70], // F3 B2 B2 Dead
    [94, 82], // F3 B2 F1 F1
    [85, 73], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [84, 71], // F3 B2 F1 Dead
    [83, 66], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [82, 63], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [77, 61], // F3 B2 Dead Dead
    [86, 80], // F3 F1 F1 F1
    [85, 72], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [90, 76], // F3 F1 F1 Dead
    [81, 58], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [81, 64], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [75, 58], // F3 F1 Dead Dead
    [78, 56], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [73, 57], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [73, 56], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [64, 48], // F3 Dead Dead Dead
    [95, 80], // B3 B3 B3 B3
    [92, 78], // B3 B3 B3 F2B
    [92, 78], // B3 B3 B3 F2A
    [92, 78], // B3 B3 B3 F2
    [83, 70], // B3 B3 B3 B2
    [83, 69], // B3 B3 B3 F1
    [79, 67], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [78, 66], // B3 B3 B3 Dead
    [91, 77], // B3 B3 F2B F2B
    [91, 77], // B3 B3 F2B F2A
    [91, 77], // B3 B3 F2B F2
    [81, 70], // B3 B3 F2B B2
    [82, 71], // B3 B3 F2B F1
    [80, 69], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [78, 66], // B3 B3 F2B Dead
    [91, 77], // B3 B3 F2A F2A
    [91, 77], // B3 B3 F2A F2
    [81, 70], // B3 B3 F2A B2
    [82, 71], // B3 B3 F2A F1
    [80, 69], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [78, 66], // B3 B3 F2A Dead
    [91, 77], // B3 B3 F2 F2
    [81, 70], // B3 B3 F2 B2
    [82, 71], // B3 B3 F2 F1
    [80, 69], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [78, 66], // B3 B3 F2 Dead
    [72, 61], // B3 B3 B2 B2
    [70, 60], // B3 B3 B2 F1
    [69, 60], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [63, 56], // B3 B3 B2 Dead
    [69, 61], // B3 B3 F1 F1
    [63, 55], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [62, 51], // B3 B3 F1 Dead
    [64, 55], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [61, 53], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [57, 48], // B3 B3 Dead Dead
    [90, 76], // B3 F2B F2B F2B
    [90, 76], // B3 F2B F2B F2A
    [90, 76], // B3 F2B F2B F2
    [76, 65], // B3 F2B F2B B2
    [80, 69], // B3 F2B F2B F1
    [79, 68], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [78, 68], // B3 F2B F2B Dead
    [90, 76], // B3 F2B F2A F2A
    [90, 76], // B3 F2B F2A F2
    [76, 65], // B3 F2B F2A B2
    [80, 69], // B3 F2B F2A F1
    [79, 68], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [78, 68], // B3 F2B F2A Dead
    [90, 76], // B3 F2B F2 F2
    [76, 65], // B3 F2B F2 B2
    [80, 69], // B3 F2B F2 F1
    [79, 68], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [78, 68], // B3 F2B F2 Dead
    [72, 63], // B3 F2B B2 B2
    [64, 59], // B3 F2B B2 F1
    [64, 56], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [64, 53], // B3 F2B B2 Dead
    [55, 49], // B3 F2B F1 F1
    [54, 51], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [60, 50], // B3 F2B F1 Dead
    [58, 46], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [50, 43], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [50, 42], // B3 F2B Dead Dead
    [90, 76], // B3 F2A F2A F2A
    [90, 76], // B3 F2A F2A F2
    [76, 65], // B3 F2A F2A B2
    [80, 69], // B3 F2A F2A F1
    [79, 68], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [78, 68], // B3 F2A F2A Dead
    [90, 76], // B3 F2A F2 F2
    [76, 65], // B3 F2A F2 B2
    [80, 69], // B3 F2A F2 F1
    [79, 68], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [78, 68], // B3 F2A F2 Dead
    [72, 63], // B3 F2A B2 B2
    [64, 59], // B3 F2A B2 F1
    [64, 56], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [64, 53], // B3 F2A B2 Dead
    [55, 49], // B3 F2A F1 F1
    [54, 51], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [60, 50], // B3 F2A F1 Dead
    [58, 46], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [50, 43], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [50, 42], // B3 F2A Dead Dead
    [90, 76], // B3 F2 F2 F2
    [76, 65], // B3 F2 F2 B2
    [80, 69], // B3 F2 F2 F1
    [79, 68], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [78, 68], // B3 F2 F2 Dead
    [72, 63], // B3 F2 B2 B2
    [64, 59], // B3 F2 B2 F1
    [64, 56], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [64, 53], // B3 F2 B2 Dead
    [55, 49], // B3 F2 F1 F1
    [54, 51], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [60, 50], // B3 F2 F1 Dead
    [58, 46], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [50, 43], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [50, 42], // B3 F2 Dead Dead
    [35, 31], // B3 B2 B2 B2
    [37, 33], // B3 B2 B2 F1
    [31, 27], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [32, 27], // B3 B2 B2 Dead
    [33, 28], // B3 B2 F1 F1
    [29, 27], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [31, 29], // B3 B2 F1 Dead
    [27, 25], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [21, 20], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [27, 25], // B3 B2 Dead Dead
    [20, 15], // B3 F1 F1 F1
    [22, 22], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [30, 28], // B3 F1 F1 Dead
    [26, 25], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [25, 24], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [25, 21], // B3 F1 Dead Dead
    [23, 15], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [20, 19], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [16, 15], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [20, 18], // B3 Dead Dead Dead
    [79, 66], // F2B F2B F2B F2B
    [79, 66], // F2B F2B F2B F2A
    [79, 66], // F2B F2B F2B F2
    [69, 55], // F2B F2B F2B B2
    [67, 54], // F2B F2B F2B F1
    [69, 61], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [72, 61], // F2B F2B F2B Dead
    [79, 66], // F2B F2B F2A F2A
    [79, 66], // F2B F2B F2A F2
    [69, 55], // F2B F2B F2A B2
    [67, 54], // F2B F2B F2A F1
    [69, 61], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [72, 61], // F2B F2B F2A Dead
    [79, 66], // F2B F2B F2 F2
    [69, 55], // F2B F2B F2 B2
    [67, 54], // F2B F2B F2 F1
    [69, 61], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [72, 61], // F2B F2B F2 Dead
    [63, 52], // F2B F2B B2 B2
    [53, 46], // F2B F2B B2 F1
    [52, 46], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [57, 46], // F2B F2B B2 Dead
    [39, 38], // F2B F2B F1 F1
    [47, 44], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [50, 45], // F2B F2B F1 Dead
    [49, 40], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [50, 47], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [45, 40], // F2B F2B Dead Dead
    [79, 66], // F2B F2A F2A F2A
    [79, 66], // F2B F2A F2A F2
    [69, 55], // F2B F2A F2A B2
    [67, 54], // F2B F2A F2A F1
    [69, 61], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [72, 61], // F2B F2A F2A Dead
    [79, 66], // F2B F2A F2 F2
    [69, 55], // F2B F2A F2 B2
    [67, 54], // F2B F2A F2 F1
    [69, 61], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [72, 61], // F2B F2A F2 Dead
    [63, 52], // F2B F2A B2 B2
    [53, 46], // F2B F2A B2 F1
    [52, 46], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [57, 46], // F2B F2A B2 Dead
    [39, 38], // F2B F2A F1 F1
    [47, 44], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [50, 45], // F2B F2A F1 Dead
    [49, 40], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [50, 47], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [45, 40], // F2B F2A Dead Dead
    [79, 66], // F2B F2 F2 F2
    [69, 55], // F2B F2 F2 B2
    [67, 54], // F2B F2 F2 F1
    [69, 61], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [72, 61], // F2B F2 F2 Dead
    [63, 52], // F2B F2 B2 B2
    [53, 46], // F2B F2 B2 F1
    [52, 46], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [57, 46], // F2B F2 B2 Dead
    [39, 38], // F2B F2 F1 F1
    [47, 44], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [50, 45], // F2B F2 F1 Dead
    [49, 40], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [50, 47], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [45, 40], // F2B F2 Dead Dead
    [31, 27], // F2B B2 B2 B2
    [33, 27], // F2B B2 B2 F1
    [26, 25], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [31, 24], // F2B B2 B2 Dead
    [24, 20], // F2B B2 F1 F1
    [21, 21], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [26, 23], // F2B B2 F1 Dead
    [29, 28], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [25, 21], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [20, 17], // F2B B2 Dead Dead
    [22, 19], // F2B F1 F1 F1
    [19, 16], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [28, 21], // F2B F1 F1 Dead
    [21, 14], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [18, 14], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [16, 11], // F2B F1 Dead Dead
    [17, 3], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [11, 9], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [16, 16], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [20, 16], // F2B Dead Dead Dead
    [79, 66], // F2A F2A F2A F2A
    [79, 66], // F2A F2A F2A F2
    [69, 55], // F2A F2A F2A B2
    [67, 54], // F2A F2A F2A F1
    [69, 61], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [72, 61], // F2A F2A F2A Dead
    [79, 66], // F2A F2A F2 F2
    [69, 55], // F2A F2A F2 B2
    [67, 54], // F2A F2A F2 F1
    [69, 61], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [72, 61], // F2A F2A F2 Dead
    [63, 52], // F2A F2A B2 B2
    [53, 46], // F2A F2A B2 F1
    [52, 46], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [57, 46], // F2A F2A B2 Dead
    [39, 38], // F2A F2A F1 F1
    [47, 44], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [50, 45], // F2A F2A F1 Dead
    [49, 40], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [50, 47], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [45, 40], // F2A F2A Dead Dead
    [79, 66], // F2A F2 F2 F2
    [69, 55], // F2A F2 F2 B2
    [67, 54], // F2A F2 F2 F1
    [69, 61], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [72, 61], // F2A F2 F2 Dead
    [63, 52], // F2A F2 B2 B2
    [53, 46], // F2A F2 B2 F1
    [52, 46], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [57, 46], // F2A F2 B2 Dead
    [39, 38], // F2A F2 F1 F1
    [47, 44], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [50, 45], // F2A F2 F1 Dead
    [49, 40], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [50, 47], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [45, 40], // F2A F2 Dead Dead
    [31, 27], // F2A B2 B2 B2
    [33, 27], // F2A B2 B2 F1
    [26, 25], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [31, 24], // F2A B2 B2 Dead
    [24, 20], // F2A B2 F1 F1
    [21, 21], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [26, 23], // F2A B2 F1 Dead
    [29, 28], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [25, 21], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [20, 17], // F2A B2 Dead Dead
    [22, 19], // F2A F1 F1 F1
    [19, 16], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [28, 21], // F2A F1 F1 Dead
    [21, 14], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [18, 14], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [16, 11], // F2A F1 Dead Dead
    [17, 3], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [11, 9], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [16, 16], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [20, 16], // F2A Dead Dead Dead
    [79, 66], // F2 F2 F2 F2
    [69, 55], // F2 F2 F2 B2
    [67, 54], // F2 F2 F2 F1
    [69, 61], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [72, 61], // F2 F2 F2 Dead
    [63, 52], // F2 F2 B2 B2
    [53, 46], // F2 F2 B2 F1
    [52, 46], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [57, 46], // F2 F2 B2 Dead
    [39, 38], // F2 F2 F1 F1
    [47, 44], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [50, 45], // F2 F2 F1 Dead
    [49, 40], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [50, 47], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [45, 40], // F2 F2 Dead Dead
    [31, 27], // F2 B2 B2 B2
    [33, 27], // F2 B2 B2 F1
    [26, 25], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [31, 24], // F2 B2 B2 Dead
    [24, 20], // F2 B2 F1 F1
    [21, 21], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [26, 23], // F2 B2 F1 Dead
    [29, 28], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [25, 21], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [20, 17], // F2 B2 Dead Dead
    [22, 19], // F2 F1 F1 F1
    [19, 16], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [28, 21], // F2 F1 F1 Dead
    [21, 14], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [18, 14], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [16, 11], // F2 F1 Dead Dead
    [17, 3], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [11, 9], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [16, 16], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [20, 16], // F2 Dead Dead Dead
    [20, 15], // B2 B2 B2 B2
    [10, 3], // B2 B2 B2 F1
    [13, 11], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [10, 8], // B2 B2 B2 Dead
    [14, 14], // B2 B2 F1 F1
    [11, 15], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [8, 7], // B2 B2 F1 Dead
    [11, 12], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [8, 8], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [10, 10], // B2 B2 Dead Dead
    [12, 12], // B2 F1 F1 F1
    [8, 11], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [13, 13], // B2 F1 F1 Dead
    [13, 10], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [9, 9], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [11, 11], // B2 F1 Dead Dead
    [5, 4], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [1, -1], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [7, 5], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [9, 9], // B2 Dead Dead Dead
    [13, 12], // F1 F1 F1 F1
    [13, 13], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [14, 13], // F1 F1 F1 Dead
    [13, 8], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [10, 10], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 10], // F1 F1 Dead Dead
    [11, 5], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [7, 4], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [7, 6], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [13, 12], // F1 Dead Dead Dead
    [4, 0], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [2, 1], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [6, 4], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [7, 6], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [9, 8], // Dead Dead Dead Dead
];

/// By the colour to move (black first), the threat for it (rows) and the threat for
/// the side waiting (columns), in the order of `Threat`.
#[rustfmt::skip]
pub static PAIRS: Pairs = [
    [
        [1, 0, -2, 2, 0, -2, 3, 2, 3, 8, 1, -2, 18, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-2, 0, -1, -3, 0, -1, 3, 3, 2, 0, -1, -1, 10, 0], // Flex2
        [-6, 0, -4, -1, -1, -4, -1, 0, 0, 0, -1, 0, 4, 0], // Block3
        [-4, 0, 4, 3, 3, -1, 7, 3, 0, -1, 1, 0, 3, 0], // Flex2x2
        [-8, 0, 2, -4, 0, -1, 2, 1, 1, -2, 0, 0, 2, 0], // Block3Plus
        [-5, 0, -6, -3, -1, -2, -2, -1, 1, 1, 1, 1, 6, 0], // Flex3
        [2, 0, 5, 3, 1, 2, 10, 3, 1, 2, 1, 0, 3, 0], // Flex3Plus
        [-1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], // Flex3x2
        [-9, 0, -8, -2, -4, -1, 1, 1, 0, 2, 1, 0, 2, 0], // Block4
        [-6, 0, 0, 0, 0, 1, 2, 1, 0, 1, 0, 0, 1, 0], // Block4Plus
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [-1, 0, -1, 5, 1, 5, -3, -9, 3, 7, -4, -3, 25, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-1, 0, 1, 6, -5, -2, 3, -7, 0, 3, -5, 0, 15, 0], // Flex2
        [-2, 0, 0, -2, -3, 2, 1, -2, 0, -1, -1, 0, 6, 0], // Block3
        [-3, 0, -4, -1, -4, -2, 4, 0, 0, 4, -1, 0, 4, 0], // Flex2x2
        [-3, 0, -2, -1, 0, 2, 3, 0, 0, 0, -2, 0, 3, 0], // Block3Plus
        [-6, 0, -3, 0, -1, 1, -1, -6, 0, -1, -1, 0, 4, 0], // Flex3
        [-4, 0, 1, 2, 0, 1, 4, 1, 0, 1, 0, 0, 2, 0], // Flex3Plus
        [-1, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex3x2
        [-7, 0, 1, 0, 1, 1, 2, 2, 0, 1, 1, 0, 2, 0], // Block4
        [-3, 0, 2, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0], // Block4Plus
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`),
/// sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
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
