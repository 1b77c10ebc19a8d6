//! The evaluation's values of an empty point, by the combination of patterns its four
//! lines would make (see `pattern::combination`): to the side to move, and to the side
//! waiting. Written by `pearls tune`; do not edit by hand.
//!
//! Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.
//!
//! The side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).
//!
//! One table a colour, both the shared table as it stood.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 321051 positions of 13337 games.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 219085 positions of 7572 games.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 288333 positions of 10154 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 398211 positions of 14175 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 600940 positions of 21465 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 739032 positions of 26303 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 986159 positions of 34894 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 1237181 positions of 44089 games.
//!
//! Expanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 117774 positions of 3948 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 258175 positions of 9002 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 143326 positions of 5235 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 505876 positions of 17707 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 597142 positions of 21015 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 710770 positions of 24776 games.
//!
//! Fitted, with the tables of threat pairs and threat masks, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nOne table a colour, both the shared table as it stood.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 321051 positions of 13337 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 219085 positions of 7572 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 288333 positions of 10154 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 398211 positions of 14175 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 600940 positions of 21465 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 739032 positions of 26303 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 986159 positions of 34894 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 1237181 positions of 44089 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 117774 positions of 3948 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 258175 positions of 9002 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 143326 positions of 5235 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 505876 positions of 17707 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 597142 positions of 21015 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 710770 positions of 24776 games.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.";

#[rustfmt::skip]
pub static BLACK: Table = [
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
    [595, 500], // F4 F3S F3S B1
    [594, 500], // F4 F3S F3S Overline
    [594, 501], // F4 F3S F3S Dead
    [641, 540], // F4 F3S F3 F3
    [610, 514], // F4 F3S F3 B3
    [608, 512], // F4 F3S F3 F2B
    [608, 512], // F4 F3S F3 F2A
    [608, 512], // F4 F3S F3 F2
    [598, 498], // F4 F3S F3 B2
    [597, 501], // F4 F3S F3 F1
    [595, 533], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 500], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 487], // F4 F3S B3 F2A
    [577, 487], // F4 F3S B3 F2
    [567, 470], // F4 F3S B3 B2
    [566, 482], // F4 F3S B3 F1
    [564, 451], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 467], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 463], // F4 F3S F2B B2
    [564, 471], // F4 F3S F2B F1
    [562, 451], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 440], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 477], // F4 F3S F2A B2
    [564, 481], // F4 F3S F2A F1
    [562, 479], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 483], // F4 F3S F2A Dead
    [575, 482], // F4 F3S F2 F2
    [565, 467], // F4 F3S F2 B2
    [564, 472], // F4 F3S F2 F1
    [562, 475], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 464], // F4 F3S F2 Dead
    [556, 468], // F4 F3S B2 B2
    [554, 456], // F4 F3S B2 F1
    [552, 434], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 426], // F4 F3S B2 Dead
    [553, 430], // F4 F3S F1 F1
    [551, 373], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 432], // F4 F3S F1 Dead
    [548, 406], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 418], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 419], // F4 F3S Dead Dead
    [641, 540], // F4 F3 F3 F3
    [610, 514], // F4 F3 F3 B3
    [608, 512], // F4 F3 F3 F2B
    [608, 513], // F4 F3 F3 F2A
    [608, 512], // F4 F3 F3 F2
    [598, 505], // F4 F3 F3 B2
    [597, 501], // F4 F3 F3 F1
    [595, 501], // F4 F3 F3 B1
    [594, 500], // F4 F3 F3 Overline
    [594, 498], // F4 F3 F3 Dead
    [580, 489], // F4 F3 B3 B3
    [577, 481], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 474], // F4 F3 B3 B2
    [566, 468], // F4 F3 B3 F1
    [564, 480], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 475], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 488], // F4 F3 F2B B2
    [564, 461], // F4 F3 F2B F1
    [562, 475], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 454], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 493], // F4 F3 F2A B2
    [564, 467], // F4 F3 F2A F1
    [562, 480], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 482], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 488], // F4 F3 F2 B2
    [564, 474], // F4 F3 F2 F1
    [562, 438], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 479], // F4 F3 F2 Dead
    [556, 482], // F4 F3 B2 B2
    [554, 477], // F4 F3 B2 F1
    [552, 482], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 486], // F4 F3 B2 Dead
    [553, 418], // F4 F3 F1 F1
    [551, 455], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 472], // F4 F3 F1 Dead
    [548, 447], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 452], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 432], // F4 F3 Dead Dead
    [548, 465], // F4 B3 B3 B3
    [546, 458], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 460], // F4 B3 B3 F2
    [537, 464], // F4 B3 B3 B2
    [535, 410], // F4 B3 B3 F1
    [533, 470], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 440], // F4 B3 B3 Dead
    [544, 464], // F4 B3 F2B F2B
    [544, 460], // F4 B3 F2B F2A
    [544, 455], // F4 B3 F2B F2
    [534, 470], // F4 B3 F2B B2
    [533, 434], // F4 B3 F2B F1
    [530, 392], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 431], // F4 B3 F2B Dead
    [544, 456], // F4 B3 F2A F2A
    [544, 471], // F4 B3 F2A F2
    [534, 468], // F4 B3 F2A B2
    [533, 451], // F4 B3 F2A F1
    [530, 366], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 463], // F4 B3 F2A Dead
    [544, 463], // F4 B3 F2 F2
    [534, 458], // F4 B3 F2 B2
    [533, 471], // F4 B3 F2 F1
    [530, 480], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 457], // F4 B3 F2 Dead
    [524, 446], // F4 B3 B2 B2
    [524, 382], // F4 B3 B2 F1
    [521, 424], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 411], // F4 B3 B2 Dead
    [522, 379], // F4 B3 F1 F1
    [520, 374], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 424], // F4 B3 F1 Dead
    [518, 374], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 397], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 367], // F4 B3 Dead Dead
    [542, 459], // F4 F2B F2B F2B
    [542, 456], // F4 F2B F2B F2A
    [542, 469], // F4 F2B F2B F2
    [532, 476], // F4 F2B F2B B2
    [530, 469], // F4 F2B F2B F1
    [528, 396], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 452], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 446], // F4 F2B F2A F2
    [532, 433], // F4 F2B F2A B2
    [530, 380], // F4 F2B F2A F1
    [528, 358], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 478], // F4 F2B F2A Dead
    [542, 454], // F4 F2B F2 F2
    [532, 429], // F4 F2B F2 B2
    [530, 364], // F4 F2B F2 F1
    [528, 426], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 466], // F4 F2B F2 Dead
    [522, 451], // F4 F2B B2 B2
    [521, 335], // F4 F2B B2 F1
    [519, 448], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 418], // F4 F2B B2 Dead
    [520, 357], // F4 F2B F1 F1
    [518, 339], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 380], // F4 F2B F1 Dead
    [515, 353], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 434], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 376], // F4 F2B Dead Dead
    [542, 460], // F4 F2A F2A F2A
    [542, 410], // F4 F2A F2A F2
    [532, 432], // F4 F2A F2A B2
    [530, 466], // F4 F2A F2A F1
    [528, 449], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 442], // F4 F2A F2A Dead
    [542, 459], // F4 F2A F2 F2
    [532, 498], // F4 F2A F2 B2
    [530, 500], // F4 F2A F2 F1
    [528, 447], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 435], // F4 F2A F2 Dead
    [522, 436], // F4 F2A B2 B2
    [521, 391], // F4 F2A B2 F1
    [519, 422], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 484], // F4 F2A B2 Dead
    [520, 356], // F4 F2A F1 F1
    [518, 407], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 398], // F4 F2A F1 Dead
    [515, 410], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 382], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 362], // F4 F2A Dead Dead
    [542, 454], // F4 F2 F2 F2
    [532, 458], // F4 F2 F2 B2
    [530, 469], // F4 F2 F2 F1
    [528, 416], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 461], // F4 F2 F2 Dead
    [522, 478], // F4 F2 B2 B2
    [521, 355], // F4 F2 B2 F1
    [519, 472], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 412], // F4 F2 B2 Dead
    [520, 368], // F4 F2 F1 F1
    [518, 413], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 410], // F4 F2 F1 Dead
    [515, 373], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 405], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 402], // F4 F2 Dead Dead
    [513, 387], // F4 B2 B2 B2
    [511, 376], // F4 B2 B2 F1
    [509, 402], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 374], // F4 B2 B2 Dead
    [510, 360], // F4 B2 F1 F1
    [508, 364], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 370], // F4 B2 F1 Dead
    [506, 382], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 354], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 358], // F4 B2 Dead Dead
    [509, 338], // F4 F1 F1 F1
    [506, 349], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 363], // F4 F1 F1 Dead
    [504, 362], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 360], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 348], // F4 F1 Dead Dead
    [502, 364], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 320], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 337], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 315], // F4 Dead Dead Dead
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
    [480, 404], // B4 B4 B2 Dead
    [482, 406], // B4 B4 F1 F1
    [480, 404], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 403], // B4 B4 F1 Dead
    [477, 402], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 401], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 400], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 342], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 335], // B4 F3S F3S B2
    [395, 334], // B4 F3S F3S F1
    [392, 321], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [390, 336], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 345], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 345], // B4 F3S F3 F2A
    [406, 341], // B4 F3S F3 F2
    [392, 334], // B4 F3S F3 B2
    [386, 310], // B4 F3S F3 F1
    [390, 330], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 349], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 331], // B4 F3S B3 F2B
    [375, 317], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 298], // B4 F3S B3 B2
    [364, 292], // B4 F3S B3 F1
    [356, 274], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 293], // B4 F3S B3 Dead
    [372, 314], // B4 F3S F2B F2B
    [369, 312], // B4 F3S F2B F2A
    [372, 316], // B4 F3S F2B F2
    [363, 305], // B4 F3S F2B B2
    [362, 301], // B4 F3S F2B F1
    [363, 295], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [354, 304], // B4 F3S F2B Dead
    [372, 315], // B4 F3S F2A F2A
    [372, 320], // B4 F3S F2A F2
    [363, 329], // B4 F3S F2A B2
    [360, 317], // B4 F3S F2A F1
    [359, 320], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [359, 301], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 300], // B4 F3S F2 B2
    [360, 299], // B4 F3S F2 F1
    [359, 312], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [360, 309], // B4 F3S F2 Dead
    [357, 276], // B4 F3S B2 B2
    [353, 275], // B4 F3S B2 F1
    [338, 282], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [336, 275], // B4 F3S B2 Dead
    [362, 275], // B4 F3S F1 F1
    [346, 247], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [358, 294], // B4 F3S F1 Dead
    [342, 221], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [340, 270], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [308, 200], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 343], // B4 F3 F3 F2B
    [406, 345], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [370, 326], // B4 F3 F3 B2
    [393, 329], // B4 F3 F3 F1
    [387, 327], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [389, 326], // B4 F3 F3 Dead
    [377, 314], // B4 F3 B3 B3
    [375, 317], // B4 F3 B3 F2B
    [375, 313], // B4 F3 B3 F2A
    [374, 322], // B4 F3 B3 F2
    [372, 312], // B4 F3 B3 B2
    [361, 295], // B4 F3 B3 F1
    [357, 293], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [362, 300], // B4 F3 B3 Dead
    [372, 314], // B4 F3 F2B F2B
    [372, 312], // B4 F3 F2B F2A
    [372, 326], // B4 F3 F2B F2
    [359, 311], // B4 F3 F2B B2
    [362, 314], // B4 F3 F2B F1
    [362, 300], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [358, 311], // B4 F3 F2B Dead
    [372, 322], // B4 F3 F2A F2A
    [372, 317], // B4 F3 F2A F2
    [363, 299], // B4 F3 F2A B2
    [362, 394], // B4 F3 F2A F1
    [359, 310], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [361, 292], // B4 F3 F2A Dead
    [372, 311], // B4 F3 F2 F2
    [363, 305], // B4 F3 F2 B2
    [362, 303], // B4 F3 F2 F1
    [353, 283], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [364, 333], // B4 F3 F2 Dead
    [354, 298], // B4 F3 B2 B2
    [349, 276], // B4 F3 B2 F1
    [353, 286], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [307, 252], // B4 F3 B2 Dead
    [351, 285], // B4 F3 F1 F1
    [343, 321], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [329, 284], // B4 F3 F1 Dead
    [337, 248], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [316, 231], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [325, 224], // B4 F3 Dead Dead
    [186, 160], // B4 B3 B3 B3
    [185, 165], // B4 B3 B3 F2B
    [143, 120], // B4 B3 B3 F2A
    [195, 175], // B4 B3 B3 F2
    [164, 168], // B4 B3 B3 B2
    [230, 208], // B4 B3 B3 F1
    [162, 157], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [113, 100], // B4 B3 B3 Dead
    [183, 179], // B4 B3 F2B F2B
    [199, 198], // B4 B3 F2B F2A
    [175, 119], // B4 B3 F2B F2
    [241, 223], // B4 B3 F2B B2
    [256, 227], // B4 B3 F2B F1
    [214, 169], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [206, 163], // B4 B3 F2B Dead
    [183, 174], // B4 B3 F2A F2A
    [181, 158], // B4 B3 F2A F2
    [179, 178], // B4 B3 F2A B2
    [207, 171], // B4 B3 F2A F1
    [154, 173], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [170, 146], // B4 B3 F2A Dead
    [172, 135], // B4 B3 F2 F2
    [199, 176], // B4 B3 F2 B2
    [177, 144], // B4 B3 F2 F1
    [177, 150], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [166, 145], // B4 B3 F2 Dead
    [136, 131], // B4 B3 B2 B2
    [149, 139], // B4 B3 B2 F1
    [148, 140], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [113, 98], // B4 B3 B2 Dead
    [152, 140], // B4 B3 F1 F1
    [141, 125], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [119, 100], // B4 B3 F1 Dead
    [111, 102], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [82, 75], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [86, 58], // B4 B3 Dead Dead
    [174, 138], // B4 F2B F2B F2B
    [168, 115], // B4 F2B F2B F2A
    [165, 161], // B4 F2B F2B F2
    [195, 227], // B4 F2B F2B B2
    [200, 108], // B4 F2B F2B F1
    [152, 87], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [208, 170], // B4 F2B F2B Dead
    [182, 157], // B4 F2B F2A F2A
    [198, 171], // B4 F2B F2A F2
    [239, 231], // B4 F2B F2A B2
    [207, 151], // B4 F2B F2A F1
    [183, 171], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [207, 167], // B4 F2B F2A Dead
    [170, 150], // B4 F2B F2 F2
    [128, 109], // B4 F2B F2 B2
    [167, 137], // B4 F2B F2 F1
    [194, 162], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [244, 194], // B4 F2B F2 Dead
    [234, 202], // B4 F2B B2 B2
    [156, 130], // B4 F2B B2 F1
    [181, 154], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [178, 146], // B4 F2B B2 Dead
    [164, 121], // B4 F2B F1 F1
    [171, 132], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [175, 125], // B4 F2B F1 Dead
    [150, 122], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [165, 119], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [120, 93], // B4 F2B Dead Dead
    [182, 171], // B4 F2A F2A F2A
    [154, 164], // B4 F2A F2A F2
    [156, 141], // B4 F2A F2A B2
    [249, 186], // B4 F2A F2A F1
    [227, 232], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [185, 141], // B4 F2A F2A Dead
    [176, 131], // B4 F2A F2 F2
    [257, 206], // B4 F2A F2 B2
    [216, 146], // B4 F2A F2 F1
    [222, 177], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [196, 180], // B4 F2A F2 Dead
    [172, 138], // B4 F2A B2 B2
    [185, 151], // B4 F2A B2 F1
    [147, 138], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [159, 118], // B4 F2A B2 Dead
    [159, 128], // B4 F2A F1 F1
    [170, 132], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [152, 116], // B4 F2A F1 Dead
    [179, 147], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [124, 99], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [88, 66], // B4 F2A Dead Dead
    [177, 156], // B4 F2 F2 F2
    [175, 160], // B4 F2 F2 B2
    [148, 119], // B4 F2 F2 F1
    [130, 123], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [212, 183], // B4 F2 F2 Dead
    [176, 150], // B4 F2 B2 B2
    [139, 115], // B4 F2 B2 F1
    [157, 118], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [123, 97], // B4 F2 B2 Dead
    [156, 124], // B4 F2 F1 F1
    [153, 122], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [145, 114], // B4 F2 F1 Dead
    [90, 78], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [98, 75], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [93, 64], // B4 F2 Dead Dead
    [131, 117], // B4 B2 B2 B2
    [112, 93], // B4 B2 B2 F1
    [119, 104], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [94, 78], // B4 B2 B2 Dead
    [114, 92], // B4 B2 F1 F1
    [101, 87], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [88, 70], // B4 B2 F1 Dead
    [92, 75], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [78, 66], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [71, 51], // B4 B2 Dead Dead
    [101, 79], // B4 F1 F1 F1
    [107, 82], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [101, 75], // B4 F1 F1 Dead
    [102, 85], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [83, 66], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [70, 46], // B4 F1 Dead Dead
    [81, 66], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [82, 65], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [59, 44], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [56, 36], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 245], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [279, 234], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [186, 78], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [262, 216], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [263, 221], // F3S F3S F3 B3
    [245, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [280, 239], // F3S F3S F3 B2
    [280, 232], // F3S F3S F3 F1
    [275, 228], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [266, 232], // F3S F3S F3 Dead
    [260, 218], // F3S F3S B3 B3
    [185, 88], // F3S F3S B3 F2B
    [267, 233], // F3S F3S B3 F2A
    [238, 205], // F3S F3S B3 F2
    [243, 206], // F3S F3S B3 B2
    [234, 103], // F3S F3S B3 F1
    [67, 62], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [242, 232], // F3S F3S B3 Dead
    [254, 210], // F3S F3S F2B F2B
    [254, 213], // F3S F3S F2B F2A
    [121, 25], // F3S F3S F2B F2
    [203, 207], // F3S F3S F2B B2
    [263, 232], // F3S F3S F2B F1
    [122, 177], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [202, 214], // F3S F3S F2B Dead
    [254, 213], // F3S F3S F2A F2A
    [249, 213], // F3S F3S F2A F2
    [252, 206], // F3S F3S F2A B2
    [234, 230], // F3S F3S F2A F1
    [208, 179], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [288, 229], // F3S F3S F2A Dead
    [249, 205], // F3S F3S F2 F2
    [205, 124], // F3S F3S F2 B2
    [220, 172], // F3S F3S F2 F1
    [246, 171], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [250, 253], // F3S F3S F2 Dead
    [264, 221], // F3S F3S B2 B2
    [156, 59], // F3S F3S B2 F1
    [196, 173], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [164, 159], // F3S F3S B2 Dead
    [194, 154], // F3S F3S F1 F1
    [126, 74], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [169, 168], // F3S F3S F1 Dead
    [154, 122], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [173, 190], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [149, 88], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [281, 238], // F3S F3 F3 B3
    [285, 243], // F3S F3 F3 F2B
    [288, 245], // F3S F3 F3 F2A
    [289, 242], // F3S F3 F3 F2
    [267, 192], // F3S F3 F3 B2
    [256, 212], // F3S F3 F3 F1
    [294, 243], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [281, 249], // F3S F3 F3 Dead
    [238, 246], // F3S F3 B3 B3
    [215, 178], // F3S F3 B3 F2B
    [220, 128], // F3S F3 B3 F2A
    [268, 226], // F3S F3 B3 F2
    [245, 212], // F3S F3 B3 B2
    [253, 203], // F3S F3 B3 F1
    [250, 229], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [340, 288], // F3S F3 B3 Dead
    [245, 222], // F3S F3 F2B F2B
    [250, 209], // F3S F3 F2B F2A
    [270, 242], // F3S F3 F2B F2
    [256, 222], // F3S F3 F2B B2
    [188, 167], // F3S F3 F2B F1
    [198, 163], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [243, 219], // F3S F3 F2B Dead
    [250, 204], // F3S F3 F2A F2A
    [264, 208], // F3S F3 F2A F2
    [290, 216], // F3S F3 F2A B2
    [280, 181], // F3S F3 F2A F1
    [254, 229], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [227, 190], // F3S F3 F2A Dead
    [243, 218], // F3S F3 F2 F2
    [227, 225], // F3S F3 F2 B2
    [242, 222], // F3S F3 F2 F1
    [219, 181], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [223, 181], // F3S F3 F2 Dead
    [310, 223], // F3S F3 B2 B2
    [156, 164], // F3S F3 B2 F1
    [223, 207], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [285, 248], // F3S F3 B2 Dead
    [175, 180], // F3S F3 F1 F1
    [209, 187], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [228, 214], // F3S F3 F1 Dead
    [185, 173], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [223, 195], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [169, 162], // F3S F3 Dead Dead
    [176, 131], // F3S B3 B3 B3
    [156, 123], // F3S B3 B3 F2B
    [119, 78], // F3S B3 B3 F2A
    [146, 139], // F3S B3 B3 F2
    [209, 165], // F3S B3 B3 B2
    [139, 125], // F3S B3 B3 F1
    [185, 106], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [202, 137], // F3S B3 B3 Dead
    [147, 84], // F3S B3 F2B F2B
    [134, 101], // F3S B3 F2B F2A
    [155, 136], // F3S B3 F2B F2
    [232, 177], // F3S B3 F2B B2
    [35, 14], // F3S B3 F2B F1
    [122, 96], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [228, 187], // F3S B3 F2B Dead
    [161, 133], // F3S B3 F2A F2A
    [224, 221], // F3S B3 F2A F2
    [129, 128], // F3S B3 F2A B2
    [153, 162], // F3S B3 F2A F1
    [178, 150], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [258, 197], // F3S B3 F2A Dead
    [167, 136], // F3S B3 F2 F2
    [124, 87], // F3S B3 F2 B2
    [164, 141], // F3S B3 F2 F1
    [99, 90], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [181, 117], // F3S B3 F2 Dead
    [132, 114], // F3S B3 B2 B2
    [151, 131], // F3S B3 B2 F1
    [121, 98], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [148, 112], // F3S B3 B2 Dead
    [109, 91], // F3S B3 F1 F1
    [124, 106], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [136, 110], // F3S B3 F1 Dead
    [121, 92], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [108, 85], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [102, 78], // F3S B3 Dead Dead
    [150, 143], // F3S F2B F2B F2B
    [153, 129], // F3S F2B F2B F2A
    [43, 30], // F3S F2B F2B F2
    [212, 202], // F3S F2B F2B B2
    [88, 38], // F3S F2B F2B F1
    [120, 122], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [203, 138], // F3S F2B F2B Dead
    [129, 105], // F3S F2B F2A F2A
    [72, 58], // F3S F2B F2A F2
    [100, 100], // F3S F2B F2A B2
    [133, 89], // F3S F2B F2A F1
    [127, 93], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [145, 73], // F3S F2B F2A Dead
    [89, 48], // F3S F2B F2 F2
    [157, 76], // F3S F2B F2 B2
    [64, 101], // F3S F2B F2 F1
    [150, 120], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [212, 159], // F3S F2B F2 Dead
    [125, 91], // F3S F2B B2 B2
    [90, 65], // F3S F2B B2 F1
    [118, 105], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [161, 119], // F3S F2B B2 Dead
    [103, 99], // F3S F2B F1 F1
    [117, 98], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [141, 109], // F3S F2B F1 Dead
    [102, 82], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [125, 90], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [85, 54], // F3S F2B Dead Dead
    [143, 119], // F3S F2A F2A F2A
    [28, -21], // F3S F2A F2A F2
    [207, 180], // F3S F2A F2A B2
    [192, 197], // F3S F2A F2A F1
    [145, 93], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [195, 160], // F3S F2A F2A Dead
    [122, 113], // F3S F2A F2 F2
    [132, 117], // F3S F2A F2 B2
    [131, 108], // F3S F2A F2 F1
    [191, 143], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [168, 127], // F3S F2A F2 Dead
    [116, 104], // F3S F2A B2 B2
    [132, 113], // F3S F2A B2 F1
    [108, 101], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [133, 106], // F3S F2A B2 Dead
    [93, 79], // F3S F2A F1 F1
    [100, 67], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [125, 100], // F3S F2A F1 Dead
    [127, 48], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [100, 66], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [67, 46], // F3S F2A Dead Dead
    [143, 116], // F3S F2 F2 F2
    [145, 136], // F3S F2 F2 B2
    [141, 147], // F3S F2 F2 F1
    [127, 130], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [143, 126], // F3S F2 F2 Dead
    [138, 118], // F3S F2 B2 B2
    [75, 78], // F3S F2 B2 F1
    [132, 110], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [117, 109], // F3S F2 B2 Dead
    [89, 81], // F3S F2 F1 F1
    [116, 82], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [127, 96], // F3S F2 F1 Dead
    [106, 69], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [94, 67], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [63, 59], // F3S F2 Dead Dead
    [101, 98], // F3S B2 B2 B2
    [116, 104], // F3S B2 B2 F1
    [92, 78], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [85, 64], // F3S B2 B2 Dead
    [91, 82], // F3S B2 F1 F1
    [96, 84], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [83, 68], // F3S B2 F1 Dead
    [93, 65], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [80, 71], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [69, 53], // F3S B2 Dead Dead
    [66, 65], // F3S F1 F1 F1
    [71, 52], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [80, 55], // F3S F1 F1 Dead
    [103, 78], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [71, 52], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [50, 34], // F3S F1 Dead Dead
    [49, 17], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [73, 50], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [59, 43], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [43, 27], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [288, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [280, 221], // F3 F3 F3 B2
    [280, 227], // F3 F3 F3 F1
    [301, 250], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [272, 231], // F3 F3 F3 Dead
    [253, 216], // F3 F3 B3 B3
    [229, 186], // F3 F3 B3 F2B
    [252, 223], // F3 F3 B3 F2A
    [254, 216], // F3 F3 B3 F2
    [246, 184], // F3 F3 B3 B2
    [240, 218], // F3 F3 B3 F1
    [230, 195], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [266, 231], // F3 F3 B3 Dead
    [255, 215], // F3 F3 F2B F2B
    [255, 219], // F3 F3 F2B F2A
    [257, 211], // F3 F3 F2B F2
    [257, 254], // F3 F3 F2B B2
    [226, 188], // F3 F3 F2B F1
    [206, 226], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [256, 218], // F3 F3 F2B Dead
    [255, 211], // F3 F3 F2A F2A
    [258, 218], // F3 F3 F2A F2
    [221, 199], // F3 F3 F2A B2
    [210, 168], // F3 F3 F2A F1
    [267, 233], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [245, 220], // F3 F3 F2A Dead
    [254, 199], // F3 F3 F2 F2
    [256, 203], // F3 F3 F2 B2
    [262, 270], // F3 F3 F2 F1
    [245, 207], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [278, 231], // F3 F3 F2 Dead
    [244, 202], // F3 F3 B2 B2
    [179, 155], // F3 F3 B2 F1
    [215, 186], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [212, 193], // F3 F3 B2 Dead
    [159, 153], // F3 F3 F1 F1
    [248, 229], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [236, 213], // F3 F3 F1 Dead
    [226, 193], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [279, 243], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [214, 169], // F3 F3 Dead Dead
    [157, 115], // F3 B3 B3 B3
    [158, 118], // F3 B3 B3 F2B
    [125, 116], // F3 B3 B3 F2A
    [167, 140], // F3 B3 B3 F2
    [141, 131], // F3 B3 B3 B2
    [133, 108], // F3 B3 B3 F1
    [148, 125], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [166, 128], // F3 B3 B3 Dead
    [157, 150], // F3 B3 F2B F2B
    [142, 94], // F3 B3 F2B F2A
    [45, 15], // F3 B3 F2B F2
    [127, 100], // F3 B3 F2B B2
    [166, 138], // F3 B3 F2B F1
    [180, 142], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [196, 176], // F3 B3 F2B Dead
    [125, 162], // F3 B3 F2A F2A
    [84, 109], // F3 B3 F2A F2
    [131, 90], // F3 B3 F2A B2
    [59, 66], // F3 B3 F2A F1
    [125, 134], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [178, 151], // F3 B3 F2A Dead
    [127, 73], // F3 B3 F2 F2
    [123, 109], // F3 B3 F2 B2
    [132, 99], // F3 B3 F2 F1
    [150, 126], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [137, 115], // F3 B3 F2 Dead
    [114, 110], // F3 B3 B2 B2
    [90, 76], // F3 B3 B2 F1
    [102, 100], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [109, 88], // F3 B3 B2 Dead
    [108, 96], // F3 B3 F1 F1
    [117, 102], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [121, 103], // F3 B3 F1 Dead
    [113, 108], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [87, 84], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [58, 51], // F3 B3 Dead Dead
    [138, 113], // F3 F2B F2B F2B
    [120, 91], // F3 F2B F2B F2A
    [142, 73], // F3 F2B F2B F2
    [218, 119], // F3 F2B F2B B2
    [152, 126], // F3 F2B F2B F1
    [138, 106], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [183, 136], // F3 F2B F2B Dead
    [143, 109], // F3 F2B F2A F2A
    [137, 125], // F3 F2B F2A F2
    [145, 155], // F3 F2B F2A B2
    [120, 113], // F3 F2B F2A F1
    [87, 60], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [182, 134], // F3 F2B F2A Dead
    [148, 93], // F3 F2B F2 F2
    [123, 66], // F3 F2B F2 B2
    [95, 74], // F3 F2B F2 F1
    [137, 120], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [172, 129], // F3 F2B F2 Dead
    [159, 121], // F3 F2B B2 B2
    [96, 84], // F3 F2B B2 F1
    [123, 103], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [114, 99], // F3 F2B B2 Dead
    [75, 53], // F3 F2B F1 F1
    [91, 82], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [92, 81], // F3 F2B F1 Dead
    [111, 101], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [123, 84], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [74, 67], // F3 F2B Dead Dead
    [132, 104], // F3 F2A F2A F2A
    [202, 134], // F3 F2A F2A F2
    [42, 27], // F3 F2A F2A B2
    [128, 111], // F3 F2A F2A F1
    [216, 145], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [126, 93], // F3 F2A F2A Dead
    [160, 145], // F3 F2A F2 F2
    [112, 81], // F3 F2A F2 B2
    [171, 113], // F3 F2A F2 F1
    [120, 86], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [109, 87], // F3 F2A F2 Dead
    [94, 90], // F3 F2A B2 B2
    [94, 74], // F3 F2A B2 F1
    [94, 93], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [119, 117], // F3 F2A B2 Dead
    [104, 88], // F3 F2A F1 F1
    [93, 81], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [113, 89], // F3 F2A F1 Dead
    [69, 67], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [86, 76], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [78, 64], // F3 F2A Dead Dead
    [139, 115], // F3 F2 F2 F2
    [63, 73], // F3 F2 F2 B2
    [114, 81], // F3 F2 F2 F1
    [112, 101], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [138, 93], // F3 F2 F2 Dead
    [113, 91], // F3 F2 B2 B2
    [82, 71], // F3 F2 B2 F1
    [92, 79], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [118, 103], // F3 F2 B2 Dead
    [77, 62], // F3 F2 F1 F1
    [72, 62], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [79, 70], // F3 F2 F1 Dead
    [89, 73], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [93, 85], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [67, 48], // F3 F2 Dead Dead
    [112, 94], // F3 B2 B2 B2
    [79, 72], // F3 B2 B2 F1
    [93, 81], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [75, 55], // F3 B2 B2 Dead
    [91, 77], // F3 B2 F1 F1
    [79, 68], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [89, 77], // F3 B2 F1 Dead
    [72, 54], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [57, 50], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [47, 42], // F3 B2 Dead Dead
    [69, 62], // F3 F1 F1 F1
    [78, 63], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [84, 69], // F3 F1 F1 Dead
    [59, 42], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [73, 58], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [59, 48], // F3 F1 Dead Dead
    [55, 28], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [68, 63], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [50, 44], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [44, 35], // F3 Dead Dead Dead
    [87, 77], // B3 B3 B3 B3
    [151, 137], // B3 B3 B3 F2B
    [101, 100], // B3 B3 B3 F2A
    [144, 145], // B3 B3 B3 F2
    [78, 86], // B3 B3 B3 B2
    [50, 47], // B3 B3 B3 F1
    [99, 82], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [84, 67], // B3 B3 B3 Dead
    [84, 118], // B3 B3 F2B F2B
    [125, 76], // B3 B3 F2B F2A
    [66, 71], // B3 B3 F2B F2
    [106, 100], // B3 B3 F2B B2
    [126, 116], // B3 B3 F2B F1
    [128, 140], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [126, 107], // B3 B3 F2B Dead
    [9, 2], // B3 B3 F2A F2A
    [132, 122], // B3 B3 F2A F2
    [102, 81], // B3 B3 F2A B2
    [64, 42], // B3 B3 F2A F1
    [80, 83], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [103, 84], // B3 B3 F2A Dead
    [95, 94], // B3 B3 F2 F2
    [100, 89], // B3 B3 F2 B2
    [61, 57], // B3 B3 F2 F1
    [74, 56], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [78, 68], // B3 B3 F2 Dead
    [81, 74], // B3 B3 B2 B2
    [73, 64], // B3 B3 B2 F1
    [64, 54], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [55, 50], // B3 B3 B2 Dead
    [63, 54], // B3 B3 F1 F1
    [58, 54], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [58, 52], // B3 B3 F1 Dead
    [61, 64], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [53, 48], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [48, 41], // B3 B3 Dead Dead
    [133, 86], // B3 F2B F2B F2B
    [153, 153], // B3 F2B F2B F2A
    [-18, -36], // B3 F2B F2B F2
    [97, 93], // B3 F2B F2B B2
    [47, 44], // B3 F2B F2B F1
    [73, 65], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [183, 112], // B3 F2B F2B Dead
    [23, 5], // B3 F2B F2A F2A
    [46, 22], // B3 F2B F2A F2
    [89, 87], // B3 F2B F2A B2
    [70, 40], // B3 F2B F2A F1
    [83, 81], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [85, 64], // B3 F2B F2A Dead
    [-84, -61], // B3 F2B F2 F2
    [94, 88], // B3 F2B F2 B2
    [97, 83], // B3 F2B F2 F1
    [72, 70], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [115, 95], // B3 F2B F2 Dead
    [105, 85], // B3 F2B B2 B2
    [57, 55], // B3 F2B B2 F1
    [80, 71], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [83, 68], // B3 F2B B2 Dead
    [44, 46], // B3 F2B F1 F1
    [75, 63], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [78, 68], // B3 F2B F1 Dead
    [65, 55], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [60, 55], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [44, 41], // B3 F2B Dead Dead
    [25, 48], // B3 F2A F2A F2A
    [15, -14], // B3 F2A F2A F2
    [51, 23], // B3 F2A F2A B2
    [57, 29], // B3 F2A F2A F1
    [89, 72], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [118, 59], // B3 F2A F2A Dead
    [88, 74], // B3 F2A F2 F2
    [94, 83], // B3 F2A F2 B2
    [37, 26], // B3 F2A F2 F1
    [86, 70], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [82, 76], // B3 F2A F2 Dead
    [71, 58], // B3 F2A B2 B2
    [54, 42], // B3 F2A B2 F1
    [52, 48], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [53, 42], // B3 F2A B2 Dead
    [48, 42], // B3 F2A F1 F1
    [57, 54], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [70, 58], // B3 F2A F1 Dead
    [60, 53], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [35, 32], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [41, 38], // B3 F2A Dead Dead
    [92, 60], // B3 F2 F2 F2
    [79, 70], // B3 F2 F2 B2
    [69, 56], // B3 F2 F2 F1
    [73, 54], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [82, 54], // B3 F2 F2 Dead
    [68, 63], // B3 F2 B2 B2
    [52, 42], // B3 F2 B2 F1
    [50, 41], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [51, 45], // B3 F2 B2 Dead
    [56, 49], // B3 F2 F1 F1
    [51, 43], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [55, 45], // B3 F2 F1 Dead
    [55, 50], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [32, 25], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [47, 42], // B3 F2 Dead Dead
    [44, 34], // B3 B2 B2 B2
    [38, 39], // B3 B2 B2 F1
    [31, 27], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [21, 20], // B3 B2 B2 Dead
    [30, 30], // B3 B2 F1 F1
    [28, 27], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [26, 25], // B3 B2 F1 Dead
    [17, 15], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [23, 25], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [21, 21], // B3 B2 Dead Dead
    [26, 26], // B3 F1 F1 F1
    [22, 22], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [26, 25], // B3 F1 F1 Dead
    [23, 22], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [22, 22], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [19, 19], // B3 F1 Dead Dead
    [38, 32], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [23, 23], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [13, 14], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [23, 23], // B3 Dead Dead Dead
    [53, 39], // F2B F2B F2B F2B
    [41, 24], // F2B F2B F2B F2A
    [-16, -60], // F2B F2B F2B F2
    [154, 126], // F2B F2B F2B B2
    [-77, -58], // F2B F2B F2B F1
    [57, 38], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [112, 36], // F2B F2B F2B Dead
    [30, -3], // F2B F2B F2A F2A
    [6, 2], // F2B F2B F2A F2
    [35, 28], // F2B F2B F2A B2
    [5, 47], // F2B F2B F2A F1
    [59, 64], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [48, 45], // F2B F2B F2A Dead
    [58, 51], // F2B F2B F2 F2
    [119, 75], // F2B F2B F2 B2
    [41, 28], // F2B F2B F2 F1
    [109, 92], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [117, 61], // F2B F2B F2 Dead
    [87, 80], // F2B F2B B2 B2
    [56, 48], // F2B F2B B2 F1
    [60, 44], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [78, 65], // F2B F2B B2 Dead
    [15, 23], // F2B F2B F1 F1
    [68, 54], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [55, 19], // F2B F2B F1 Dead
    [57, 61], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [80, 45], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [76, 63], // F2B F2B Dead Dead
    [66, 50], // F2B F2A F2A F2A
    [-28, -19], // F2B F2A F2A F2
    [118, 92], // F2B F2A F2A B2
    [68, 86], // F2B F2A F2A F1
    [71, 57], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [50, 30], // F2B F2A F2A Dead
    [-12, 42], // F2B F2A F2 F2
    [42, 32], // F2B F2A F2 B2
    [51, 40], // F2B F2A F2 F1
    [70, 58], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [51, 35], // F2B F2A F2 Dead
    [77, 68], // F2B F2A B2 B2
    [40, 37], // F2B F2A B2 F1
    [52, 57], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [81, 63], // F2B F2A B2 Dead
    [38, 40], // F2B F2A F1 F1
    [46, 52], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [59, 36], // F2B F2A F1 Dead
    [36, 38], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [47, 43], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [26, 17], // F2B F2A Dead Dead
    [63, 44], // F2B F2 F2 F2
    [59, 42], // F2B F2 F2 B2
    [48, 45], // F2B F2 F2 F1
    [98, 66], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [121, 93], // F2B F2 F2 Dead
    [85, 72], // F2B F2 B2 B2
    [41, 36], // F2B F2 B2 F1
    [52, 36], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [54, 51], // F2B F2 B2 Dead
    [21, 25], // F2B F2 F1 F1
    [49, 41], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [70, 50], // F2B F2 F1 Dead
    [41, 38], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [45, 38], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [43, 37], // F2B F2 Dead Dead
    [47, 27], // F2B B2 B2 B2
    [47, 44], // F2B B2 B2 F1
    [39, 33], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [42, 38], // F2B B2 B2 Dead
    [35, 35], // F2B B2 F1 F1
    [32, 31], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [31, 28], // F2B B2 F1 Dead
    [40, 41], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [32, 28], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [30, 29], // F2B B2 Dead Dead
    [9, 12], // F2B F1 F1 F1
    [23, 19], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [38, 28], // F2B F1 F1 Dead
    [37, 30], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [27, 21], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [23, 19], // F2B F1 Dead Dead
    [11, 4], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [32, 28], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [21, 22], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [24, 22], // F2B Dead Dead Dead
    [75, 56], // F2A F2A F2A F2A
    [28, -29], // F2A F2A F2A F2
    [65, 53], // F2A F2A F2A B2
    [-18, 15], // F2A F2A F2A F1
    [121, 68], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [55, 35], // F2A F2A F2A Dead
    [104, 65], // F2A F2A F2 F2
    [22, -1], // F2A F2A F2 B2
    [34, 9], // F2A F2A F2 F1
    [12, 5], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [50, 56], // F2A F2A F2 Dead
    [41, 16], // F2A F2A B2 B2
    [57, 48], // F2A F2A B2 F1
    [43, 40], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [73, 53], // F2A F2A B2 Dead
    [31, 30], // F2A F2A F1 F1
    [60, 54], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [47, 30], // F2A F2A F1 Dead
    [50, 49], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [47, 46], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [28, 22], // F2A F2A Dead Dead
    [79, 74], // F2A F2 F2 F2
    [57, 42], // F2A F2 F2 B2
    [38, 31], // F2A F2 F2 F1
    [63, 58], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [65, 45], // F2A F2 F2 Dead
    [50, 38], // F2A F2 B2 B2
    [37, 30], // F2A F2 B2 F1
    [52, 48], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [59, 52], // F2A F2 B2 Dead
    [38, 37], // F2A F2 F1 F1
    [45, 38], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [41, 33], // F2A F2 F1 Dead
    [63, 51], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [43, 35], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [27, 18], // F2A F2 Dead Dead
    [41, 40], // F2A B2 B2 B2
    [37, 32], // F2A B2 B2 F1
    [20, 17], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [21, 22], // F2A B2 B2 Dead
    [26, 25], // F2A B2 F1 F1
    [25, 23], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [30, 27], // F2A B2 F1 Dead
    [27, 15], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [17, 22], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [14, 14], // F2A B2 Dead Dead
    [23, 21], // F2A F1 F1 F1
    [20, 14], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [28, 25], // F2A F1 F1 Dead
    [15, 12], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [21, 16], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [14, 14], // F2A F1 Dead Dead
    [-13, -42], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [15, 7], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [13, 13], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [16, 15], // F2A Dead Dead Dead
    [83, 58], // F2 F2 F2 F2
    [42, 28], // F2 F2 F2 B2
    [75, 61], // F2 F2 F2 F1
    [98, 84], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [29, 33], // F2 F2 F2 Dead
    [57, 48], // F2 F2 B2 B2
    [35, 26], // F2 F2 B2 F1
    [61, 48], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [47, 47], // F2 F2 B2 Dead
    [40, 35], // F2 F2 F1 F1
    [40, 39], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [40, 35], // F2 F2 F1 Dead
    [49, 43], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [44, 41], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [43, 36], // F2 F2 Dead Dead
    [30, 19], // F2 B2 B2 B2
    [25, 24], // F2 B2 B2 F1
    [25, 15], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [23, 18], // F2 B2 B2 Dead
    [27, 24], // F2 B2 F1 F1
    [24, 24], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [25, 23], // F2 B2 F1 Dead
    [27, 25], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [14, 15], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [22, 20], // F2 B2 Dead Dead
    [26, 23], // F2 F1 F1 F1
    [21, 19], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [25, 23], // F2 F1 F1 Dead
    [14, 12], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [12, 12], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [13, 13], // F2 F1 Dead Dead
    [22, 17], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [31, 24], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [19, 16], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [23, 21], // F2 Dead Dead Dead
    [4, 5], // B2 B2 B2 B2
    [14, 12], // B2 B2 B2 F1
    [4, 1], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [0, 1], // B2 B2 B2 Dead
    [9, 11], // B2 B2 F1 F1
    [6, 8], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [11, 13], // B2 B2 F1 Dead
    [10, 5], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [3, 5], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [14, 15], // B2 B2 Dead Dead
    [15, 15], // B2 F1 F1 F1
    [10, 12], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 16], // B2 F1 F1 Dead
    [14, 15], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [11, 11], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 15], // B2 F1 Dead Dead
    [22, 14], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [6, 4], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [16, 16], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [16, 17], // B2 Dead Dead Dead
    [16, 16], // F1 F1 F1 F1
    [15, 14], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [12, 12], // F1 F1 F1 Dead
    [16, 15], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [14, 13], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 10], // F1 F1 Dead Dead
    [15, 16], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [9, 9], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [16, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [17, 18], // F1 Dead Dead Dead
    [86, 64], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [27, 29], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [14, 13], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [16, 16], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [16, 17], // Dead Dead Dead Dead
];

#[rustfmt::skip]
pub static WHITE: Table = [
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
    [656, 549], // F4 F4 F2B Dead
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
    [642, 539], // F4 F4 B1 Dead
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
    [609, 511], // F4 B4 F3 F1
    [606, 511], // F4 B4 F3 B1
    [605, 510], // F4 B4 F3 Overline
    [605, 510], // F4 B4 F3 Dead
    [591, 498], // F4 B4 B3 B3
    [589, 496], // F4 B4 B3 F2B
    [589, 496], // F4 B4 B3 F2A
    [589, 496], // F4 B4 B3 F2
    [580, 486], // F4 B4 B3 B2
    [578, 483], // F4 B4 B3 F1
    [576, 491], // F4 B4 B3 B1
    [575, 484], // F4 B4 B3 Overline
    [575, 487], // F4 B4 B3 Dead
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
    [576, 483], // F4 B4 F2A F1
    [573, 483], // F4 B4 F2A B1
    [572, 482], // F4 B4 F2A Overline
    [572, 482], // F4 B4 F2A Dead
    [586, 494], // F4 B4 F2 F2
    [577, 486], // F4 B4 F2 B2
    [576, 482], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 479], // F4 B4 B2 B2
    [566, 473], // F4 B4 B2 F1
    [564, 469], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 459], // F4 B4 B2 Dead
    [565, 474], // F4 B4 F1 F1
    [562, 463], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 470], // F4 B4 F1 Dead
    [560, 455], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 448], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 452], // F4 B4 Dead Dead
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
    [594, 505], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 486], // F4 F3S B3 F2A
    [577, 486], // F4 F3S B3 F2
    [567, 487], // F4 F3S B3 B2
    [566, 475], // F4 F3S B3 F1
    [564, 475], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 470], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 471], // F4 F3S F2B B2
    [564, 466], // F4 F3S F2B F1
    [562, 473], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 465], // F4 F3S F2A F1
    [562, 473], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 475], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 470], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 475], // F4 F3S F2 Dead
    [556, 478], // F4 F3S B2 B2
    [554, 446], // F4 F3S B2 F1
    [552, 410], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 468], // F4 F3S B2 Dead
    [553, 475], // F4 F3S F1 F1
    [551, 453], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 451], // F4 F3S F1 Dead
    [548, 444], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 409], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 441], // F4 F3S Dead Dead
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
    [580, 487], // F4 F3 B3 B3
    [577, 486], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 486], // F4 F3 B3 B2
    [566, 476], // F4 F3 B3 F1
    [564, 473], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 465], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 474], // F4 F3 F2B B2
    [564, 490], // F4 F3 F2B F1
    [562, 476], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 461], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 473], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 474], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 469], // F4 F3 F2 F1
    [562, 474], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 472], // F4 F3 F2 Dead
    [556, 494], // F4 F3 B2 B2
    [554, 459], // F4 F3 B2 F1
    [552, 447], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 453], // F4 F3 B2 Dead
    [553, 438], // F4 F3 F1 F1
    [551, 366], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 433], // F4 F3 F1 Dead
    [548, 447], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 427], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 390], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 462], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 459], // F4 B3 B3 F2
    [537, 482], // F4 B3 B3 B2
    [535, 441], // F4 B3 B3 F1
    [533, 441], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 440], // F4 B3 B3 Dead
    [544, 462], // F4 B3 F2B F2B
    [544, 463], // F4 B3 F2B F2A
    [544, 467], // F4 B3 F2B F2
    [534, 513], // F4 B3 F2B B2
    [533, 424], // F4 B3 F2B F1
    [530, 481], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 501], // F4 B3 F2B Dead
    [544, 462], // F4 B3 F2A F2A
    [544, 456], // F4 B3 F2A F2
    [534, 474], // F4 B3 F2A B2
    [533, 431], // F4 B3 F2A F1
    [530, 439], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 446], // F4 B3 F2A Dead
    [544, 459], // F4 B3 F2 F2
    [534, 484], // F4 B3 F2 B2
    [533, 441], // F4 B3 F2 F1
    [530, 470], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 442], // F4 B3 F2 Dead
    [524, 454], // F4 B3 B2 B2
    [524, 440], // F4 B3 B2 F1
    [521, 428], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 429], // F4 B3 B2 Dead
    [522, 412], // F4 B3 F1 F1
    [520, 364], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 427], // F4 B3 F1 Dead
    [518, 383], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 388], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 387], // F4 B3 Dead Dead
    [542, 458], // F4 F2B F2B F2B
    [542, 462], // F4 F2B F2B F2A
    [542, 429], // F4 F2B F2B F2
    [532, 499], // F4 F2B F2B B2
    [530, 450], // F4 F2B F2B F1
    [528, 425], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 442], // F4 F2B F2B Dead
    [542, 466], // F4 F2B F2A F2A
    [542, 447], // F4 F2B F2A F2
    [532, 461], // F4 F2B F2A B2
    [530, 481], // F4 F2B F2A F1
    [528, 434], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 443], // F4 F2B F2A Dead
    [542, 492], // F4 F2B F2 F2
    [532, 474], // F4 F2B F2 B2
    [530, 391], // F4 F2B F2 F1
    [528, 377], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 445], // F4 F2B F2 Dead
    [522, 511], // F4 F2B B2 B2
    [521, 392], // F4 F2B B2 F1
    [519, 380], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 452], // F4 F2B B2 Dead
    [520, 402], // F4 F2B F1 F1
    [518, 289], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 368], // F4 F2B F1 Dead
    [515, 260], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 396], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 397], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 456], // F4 F2A F2A F2
    [532, 430], // F4 F2A F2A B2
    [530, 462], // F4 F2A F2A F1
    [528, 452], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 448], // F4 F2A F2A Dead
    [542, 456], // F4 F2A F2 F2
    [532, 444], // F4 F2A F2 B2
    [530, 441], // F4 F2A F2 F1
    [528, 465], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 462], // F4 F2A F2 Dead
    [522, 469], // F4 F2A B2 B2
    [521, 380], // F4 F2A B2 F1
    [519, 487], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 453], // F4 F2A B2 Dead
    [520, 392], // F4 F2A F1 F1
    [518, 358], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 426], // F4 F2A F1 Dead
    [515, 374], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 376], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 399], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 469], // F4 F2 F2 B2
    [530, 448], // F4 F2 F2 F1
    [528, 434], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 434], // F4 F2 F2 Dead
    [522, 466], // F4 F2 B2 B2
    [521, 453], // F4 F2 B2 F1
    [519, 468], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 447], // F4 F2 B2 Dead
    [520, 388], // F4 F2 F1 F1
    [518, 369], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 397], // F4 F2 F1 Dead
    [515, 404], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 411], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 419], // F4 F2 Dead Dead
    [513, 380], // F4 B2 B2 B2
    [511, 385], // F4 B2 B2 F1
    [509, 456], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 387], // F4 B2 B2 Dead
    [510, 378], // F4 B2 F1 F1
    [508, 362], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 391], // F4 B2 F1 Dead
    [506, 413], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 391], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 356], // F4 B2 Dead Dead
    [509, 328], // F4 F1 F1 F1
    [506, 347], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 376], // F4 F1 F1 Dead
    [504, 316], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 396], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 364], // F4 F1 Dead Dead
    [502, 349], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 359], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 361], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 320], // F4 Dead Dead Dead
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
    [527, 441], // B4 B4 F3S B2
    [526, 443], // B4 B4 F3S F1
    [524, 441], // B4 B4 F3S B1
    [522, 440], // B4 B4 F3S Overline
    [522, 440], // B4 B4 F3S Dead
    [570, 480], // B4 B4 F3 F3
    [539, 454], // B4 B4 F3 B3
    [537, 452], // B4 B4 F3 F2B
    [537, 452], // B4 B4 F3 F2A
    [537, 452], // B4 B4 F3 F2
    [527, 439], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 428], // B4 B4 B3 B3
    [506, 426], // B4 B4 B3 F2B
    [506, 426], // B4 B4 B3 F2A
    [506, 426], // B4 B4 B3 F2
    [496, 423], // B4 B4 B3 B2
    [495, 420], // B4 B4 B3 F1
    [492, 420], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 408], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 425], // B4 B4 F2B F2
    [494, 415], // B4 B4 F2B B2
    [492, 410], // B4 B4 F2B F1
    [490, 404], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 411], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 418], // B4 B4 F2A B2
    [492, 411], // B4 B4 F2A F1
    [490, 414], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 416], // B4 B4 F2A Dead
    [504, 419], // B4 B4 F2 F2
    [494, 415], // B4 B4 F2 B2
    [492, 413], // B4 B4 F2 F1
    [490, 412], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 395], // B4 B4 F2 Dead
    [484, 408], // B4 B4 B2 B2
    [483, 389], // B4 B4 B2 F1
    [481, 415], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 372], // B4 B4 B2 Dead
    [482, 384], // B4 B4 F1 F1
    [480, 374], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 357], // B4 B4 F1 Dead
    [477, 408], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 349], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 321], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 346], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 324], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 346], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 321], // B4 F3S B3 B3
    [375, 316], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 297], // B4 F3S B3 B2
    [364, 303], // B4 F3S B3 F1
    [360, 310], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 307], // B4 F3S B3 Dead
    [372, 319], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 315], // B4 F3S F2B F2
    [367, 319], // B4 F3S F2B B2
    [362, 285], // B4 F3S F2B F1
    [359, 322], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 306], // B4 F3S F2B Dead
    [372, 317], // B4 F3S F2A F2A
    [372, 307], // B4 F3S F2A F2
    [363, 314], // B4 F3S F2A B2
    [362, 275], // B4 F3S F2A F1
    [359, 303], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [358, 311], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 297], // B4 F3S F2 B2
    [362, 292], // B4 F3S F2 F1
    [359, 320], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 306], // B4 F3S F2 Dead
    [351, 298], // B4 F3S B2 B2
    [353, 247], // B4 F3S B2 F1
    [344, 305], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [353, 271], // B4 F3S B2 Dead
    [345, 264], // B4 F3S F1 F1
    [344, 238], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [346, 256], // B4 F3S F1 Dead
    [346, 302], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [330, 273], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [334, 191], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 333], // B4 F3 F3 B2
    [395, 335], // B4 F3 F3 F1
    [392, 327], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 333], // B4 F3 F3 Dead
    [377, 314], // B4 F3 B3 B3
    [375, 316], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 316], // B4 F3 B3 F2
    [366, 314], // B4 F3 B3 B2
    [364, 286], // B4 F3 B3 F1
    [362, 297], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [356, 296], // B4 F3 B3 Dead
    [372, 302], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 309], // B4 F3 F2B F2
    [363, 306], // B4 F3 F2B B2
    [362, 268], // B4 F3 F2B F1
    [359, 274], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [356, 300], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 313], // B4 F3 F2A F2
    [363, 295], // B4 F3 F2A B2
    [362, 323], // B4 F3 F2A F1
    [359, 280], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 321], // B4 F3 F2A Dead
    [372, 315], // B4 F3 F2 F2
    [361, 323], // B4 F3 F2 B2
    [362, 331], // B4 F3 F2 F1
    [356, 297], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [353, 294], // B4 F3 F2 Dead
    [353, 306], // B4 F3 B2 B2
    [353, 349], // B4 F3 B2 F1
    [347, 334], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [343, 258], // B4 F3 B2 Dead
    [344, 305], // B4 F3 F1 F1
    [341, 295], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [334, 269], // B4 F3 F1 Dead
    [350, 289], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [318, 253], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [327, 214], // B4 F3 Dead Dead
    [178, 179], // B4 B3 B3 B3
    [182, 191], // B4 B3 B3 F2B
    [180, 161], // B4 B3 B3 F2A
    [168, 143], // B4 B3 B3 F2
    [216, 227], // B4 B3 B3 B2
    [168, 165], // B4 B3 B3 F1
    [153, 191], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [159, 167], // B4 B3 B3 Dead
    [171, 146], // B4 B3 F2B F2B
    [177, 147], // B4 B3 F2B F2A
    [192, 174], // B4 B3 F2B F2
    [177, 217], // B4 B3 F2B B2
    [157, 151], // B4 B3 F2B F1
    [148, 168], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [159, 150], // B4 B3 F2B Dead
    [186, 161], // B4 B3 F2A F2A
    [175, 158], // B4 B3 F2A F2
    [170, 185], // B4 B3 F2A B2
    [207, 195], // B4 B3 F2A F1
    [172, 161], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [196, 179], // B4 B3 F2A Dead
    [173, 139], // B4 B3 F2 F2
    [179, 202], // B4 B3 F2 B2
    [173, 147], // B4 B3 F2 F1
    [188, 152], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [184, 162], // B4 B3 F2 Dead
    [167, 170], // B4 B3 B2 B2
    [170, 161], // B4 B3 B2 F1
    [194, 174], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [135, 124], // B4 B3 B2 Dead
    [166, 158], // B4 B3 F1 F1
    [141, 115], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [140, 117], // B4 B3 F1 Dead
    [135, 119], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [136, 116], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [101, 73], // B4 B3 Dead Dead
    [175, 138], // B4 F2B F2B F2B
    [185, 156], // B4 F2B F2B F2A
    [152, 135], // B4 F2B F2B F2
    [147, 159], // B4 F2B F2B B2
    [120, 94], // B4 F2B F2B F1
    [174, 157], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [141, 151], // B4 F2B F2B Dead
    [166, 141], // B4 F2B F2A F2A
    [175, 188], // B4 F2B F2A F2
    [225, 178], // B4 F2B F2A B2
    [164, 113], // B4 F2B F2A F1
    [181, 153], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [181, 177], // B4 F2B F2A Dead
    [169, 141], // B4 F2B F2 F2
    [150, 154], // B4 F2B F2 B2
    [182, 127], // B4 F2B F2 F1
    [184, 158], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [185, 155], // B4 F2B F2 Dead
    [193, 177], // B4 F2B B2 B2
    [175, 141], // B4 F2B B2 F1
    [152, 133], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [151, 128], // B4 F2B B2 Dead
    [139, 88], // B4 F2B F1 F1
    [151, 102], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [149, 109], // B4 F2B F1 Dead
    [137, 97], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [142, 120], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [116, 86], // B4 F2B Dead Dead
    [169, 152], // B4 F2A F2A F2A
    [189, 173], // B4 F2A F2A F2
    [152, 156], // B4 F2A F2A B2
    [158, 148], // B4 F2A F2A F1
    [148, 115], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [193, 153], // B4 F2A F2A Dead
    [169, 132], // B4 F2A F2 F2
    [173, 156], // B4 F2A F2 B2
    [182, 141], // B4 F2A F2 F1
    [195, 194], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [220, 187], // B4 F2A F2 Dead
    [127, 121], // B4 F2A B2 B2
    [136, 106], // B4 F2A B2 F1
    [195, 170], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [156, 133], // B4 F2A B2 Dead
    [133, 98], // B4 F2A F1 F1
    [157, 122], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [136, 102], // B4 F2A F1 Dead
    [147, 117], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [120, 94], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [96, 68], // B4 F2A Dead Dead
    [170, 148], // B4 F2 F2 F2
    [174, 148], // B4 F2 F2 B2
    [245, 210], // B4 F2 F2 F1
    [148, 127], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [157, 115], // B4 F2 F2 Dead
    [166, 147], // B4 F2 B2 B2
    [144, 119], // B4 F2 B2 F1
    [142, 117], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [124, 107], // B4 F2 B2 Dead
    [140, 114], // B4 F2 F1 F1
    [126, 103], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [137, 101], // B4 F2 F1 Dead
    [169, 127], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [104, 83], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [94, 66], // B4 F2 Dead Dead
    [127, 109], // B4 B2 B2 B2
    [121, 106], // B4 B2 B2 F1
    [128, 113], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [101, 89], // B4 B2 B2 Dead
    [103, 85], // B4 B2 F1 F1
    [115, 100], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [89, 77], // B4 B2 F1 Dead
    [116, 93], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [98, 81], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [71, 55], // B4 B2 Dead Dead
    [92, 65], // B4 F1 F1 F1
    [102, 81], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [94, 71], // B4 F1 F1 Dead
    [99, 70], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [89, 71], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [77, 59], // B4 F1 Dead Dead
    [110, 83], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [78, 59], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [57, 40], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [58, 42], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 244], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [278, 233], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [267, 219], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [271, 228], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [293, 245], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [286, 240], // F3S F3S F3 F2
    [283, 233], // F3S F3S F3 B2
    [276, 236], // F3S F3S F3 F1
    [265, 205], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [267, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [262, 213], // F3S F3S B3 F2B
    [254, 213], // F3S F3S B3 F2A
    [259, 216], // F3S F3S B3 F2
    [250, 218], // F3S F3S B3 B2
    [171, 172], // F3S F3S B3 F1
    [202, 104], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [272, 208], // F3S F3S B3 Dead
    [254, 217], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [214, 157], // F3S F3S F2B B2
    [279, 251], // F3S F3S F2B F1
    [236, 112], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [256, 220], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [227, 147], // F3S F3S F2A F2
    [230, 191], // F3S F3S F2A B2
    [234, 203], // F3S F3S F2A F1
    [215, 159], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [246, 214], // F3S F3S F2A Dead
    [255, 211], // F3S F3S F2 F2
    [245, 181], // F3S F3S F2 B2
    [230, 158], // F3S F3S F2 F1
    [228, 177], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [251, 213], // F3S F3S F2 Dead
    [171, 212], // F3S F3S B2 B2
    [113, 76], // F3S F3S B2 F1
    [144, 162], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [227, 222], // F3S F3S B2 Dead
    [256, 183], // F3S F3S F1 F1
    [83, 73], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [196, 199], // F3S F3S F1 Dead
    [167, 138], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [187, 133], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [278, 231], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 245], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [276, 236], // F3S F3 F3 B2
    [272, 233], // F3S F3 F3 F1
    [271, 233], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [277, 230], // F3S F3 F3 Dead
    [264, 220], // F3S F3 B3 B3
    [257, 218], // F3S F3 B3 F2B
    [262, 212], // F3S F3 B3 F2A
    [268, 218], // F3S F3 B3 F2
    [219, 157], // F3S F3 B3 B2
    [236, 214], // F3S F3 B3 F1
    [260, 233], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [259, 211], // F3S F3 B3 Dead
    [263, 237], // F3S F3 F2B F2B
    [244, 247], // F3S F3 F2B F2A
    [227, 170], // F3S F3 F2B F2
    [258, 219], // F3S F3 F2B B2
    [233, 152], // F3S F3 F2B F1
    [221, 174], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [249, 246], // F3S F3 F2B Dead
    [254, 211], // F3S F3 F2A F2A
    [253, 209], // F3S F3 F2A F2
    [237, 259], // F3S F3 F2A B2
    [202, 167], // F3S F3 F2A F1
    [212, 222], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [270, 227], // F3S F3 F2A Dead
    [225, 191], // F3S F3 F2 F2
    [241, 206], // F3S F3 F2 B2
    [201, 136], // F3S F3 F2 F1
    [220, 181], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [254, 188], // F3S F3 F2 Dead
    [298, 232], // F3S F3 B2 B2
    [129, 166], // F3S F3 B2 F1
    [195, 177], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [289, 221], // F3S F3 B2 Dead
    [67, 168], // F3S F3 F1 F1
    [154, 135], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [194, 144], // F3S F3 F1 Dead
    [116, 107], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [245, 159], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [253, 171], // F3S F3 Dead Dead
    [140, 131], // F3S B3 B3 B3
    [161, 111], // F3S B3 B3 F2B
    [123, 88], // F3S B3 B3 F2A
    [136, 131], // F3S B3 B3 F2
    [138, 93], // F3S B3 B3 B2
    [120, 106], // F3S B3 B3 F1
    [132, 100], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [204, 144], // F3S B3 B3 Dead
    [123, 103], // F3S B3 F2B F2B
    [172, 132], // F3S B3 F2B F2A
    [196, 156], // F3S B3 F2B F2
    [119, 137], // F3S B3 F2B B2
    [43, 41], // F3S B3 F2B F1
    [189, 110], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [251, 132], // F3S B3 F2B Dead
    [108, 76], // F3S B3 F2A F2A
    [129, 86], // F3S B3 F2A F2
    [118, 138], // F3S B3 F2A B2
    [152, 130], // F3S B3 F2A F1
    [123, 97], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [181, 132], // F3S B3 F2A Dead
    [137, 124], // F3S B3 F2 F2
    [153, 140], // F3S B3 F2 B2
    [82, 91], // F3S B3 F2 F1
    [105, 101], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [222, 162], // F3S B3 F2 Dead
    [159, 137], // F3S B3 B2 B2
    [96, 100], // F3S B3 B2 F1
    [133, 130], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [133, 99], // F3S B3 B2 Dead
    [133, 103], // F3S B3 F1 F1
    [120, 104], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [126, 115], // F3S B3 F1 Dead
    [103, 80], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [132, 100], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [98, 69], // F3S B3 Dead Dead
    [148, 134], // F3S F2B F2B F2B
    [215, 235], // F3S F2B F2B F2A
    [137, 134], // F3S F2B F2B F2
    [152, 46], // F3S F2B F2B B2
    [211, 167], // F3S F2B F2B F1
    [149, 69], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [256, 106], // F3S F2B F2B Dead
    [148, 157], // F3S F2B F2A F2A
    [162, 96], // F3S F2B F2A F2
    [142, 91], // F3S F2B F2A B2
    [290, 223], // F3S F2B F2A F1
    [179, 103], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [236, 147], // F3S F2B F2A Dead
    [148, 117], // F3S F2B F2 F2
    [97, 109], // F3S F2B F2 B2
    [124, 70], // F3S F2B F2 F1
    [84, 65], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [193, 107], // F3S F2B F2 Dead
    [176, 135], // F3S F2B B2 B2
    [96, 77], // F3S F2B B2 F1
    [111, 90], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [180, 147], // F3S F2B B2 Dead
    [146, 95], // F3S F2B F1 F1
    [80, 82], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [103, 84], // F3S F2B F1 Dead
    [64, 48], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [104, 66], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [101, 94], // F3S F2B Dead Dead
    [136, 114], // F3S F2A F2A F2A
    [127, 91], // F3S F2A F2A F2
    [144, 123], // F3S F2A F2A B2
    [212, 193], // F3S F2A F2A F1
    [102, 107], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [189, 140], // F3S F2A F2A Dead
    [148, 128], // F3S F2A F2 F2
    [114, 96], // F3S F2A F2 B2
    [126, 92], // F3S F2A F2 F1
    [81, 57], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [154, 138], // F3S F2A F2 Dead
    [85, 68], // F3S F2A B2 B2
    [115, 101], // F3S F2A B2 F1
    [117, 96], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [128, 107], // F3S F2A B2 Dead
    [103, 86], // F3S F2A F1 F1
    [72, 49], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [119, 94], // F3S F2A F1 Dead
    [107, 99], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [99, 74], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [97, 79], // F3S F2A Dead Dead
    [140, 115], // F3S F2 F2 F2
    [155, 114], // F3S F2 F2 B2
    [88, 124], // F3S F2 F2 F1
    [70, 64], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [136, 102], // F3S F2 F2 Dead
    [117, 105], // F3S F2 B2 B2
    [106, 94], // F3S F2 B2 F1
    [110, 111], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [133, 94], // F3S F2 B2 Dead
    [106, 84], // F3S F2 F1 F1
    [100, 76], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [124, 80], // F3S F2 F1 Dead
    [115, 67], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [121, 100], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [116, 89], // F3S F2 Dead Dead
    [85, 72], // F3S B2 B2 B2
    [132, 112], // F3S B2 B2 F1
    [105, 82], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [85, 67], // F3S B2 B2 Dead
    [91, 78], // F3S B2 F1 F1
    [80, 69], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [91, 73], // F3S B2 F1 Dead
    [72, 66], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [83, 62], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [65, 44], // F3S B2 Dead Dead
    [84, 61], // F3S F1 F1 F1
    [77, 54], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [86, 62], // F3S F1 F1 Dead
    [77, 51], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [69, 48], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [60, 44], // F3S F1 Dead Dead
    [52, 28], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [61, 25], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [60, 35], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [64, 43], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [287, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [284, 234], // F3 F3 F3 B2
    [273, 248], // F3 F3 F3 F1
    [273, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 230], // F3 F3 F3 Dead
    [258, 216], // F3 F3 B3 B3
    [258, 210], // F3 F3 B3 F2B
    [251, 209], // F3 F3 B3 F2A
    [250, 223], // F3 F3 B3 F2
    [242, 216], // F3 F3 B3 B2
    [249, 181], // F3 F3 B3 F1
    [213, 150], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [281, 262], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [252, 211], // F3 F3 F2B F2A
    [258, 208], // F3 F3 F2B F2
    [233, 207], // F3 F3 F2B B2
    [282, 226], // F3 F3 F2B F1
    [201, 199], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [259, 241], // F3 F3 F2B Dead
    [254, 215], // F3 F3 F2A F2A
    [250, 211], // F3 F3 F2A F2
    [248, 205], // F3 F3 F2A B2
    [310, 281], // F3 F3 F2A F1
    [214, 188], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [275, 222], // F3 F3 F2A Dead
    [249, 213], // F3 F3 F2 F2
    [252, 229], // F3 F3 F2 B2
    [214, 178], // F3 F3 F2 F1
    [263, 218], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [256, 231], // F3 F3 F2 Dead
    [242, 210], // F3 F3 B2 B2
    [174, 115], // F3 F3 B2 F1
    [200, 216], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [240, 200], // F3 F3 B2 Dead
    [215, 194], // F3 F3 F1 F1
    [162, 154], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [280, 240], // F3 F3 F1 Dead
    [218, 180], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [252, 230], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [318, 210], // F3 F3 Dead Dead
    [151, 135], // F3 B3 B3 B3
    [164, 133], // F3 B3 B3 F2B
    [151, 139], // F3 B3 B3 F2A
    [134, 104], // F3 B3 B3 F2
    [145, 103], // F3 B3 B3 B2
    [94, 102], // F3 B3 B3 F1
    [185, 122], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [191, 155], // F3 B3 B3 Dead
    [158, 165], // F3 B3 F2B F2B
    [184, 155], // F3 B3 F2B F2A
    [169, 140], // F3 B3 F2B F2
    [146, 140], // F3 B3 F2B B2
    [98, 86], // F3 B3 F2B F1
    [97, 98], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [207, 145], // F3 B3 F2B Dead
    [175, 129], // F3 B3 F2A F2A
    [127, 86], // F3 B3 F2A F2
    [134, 78], // F3 B3 F2A B2
    [133, 117], // F3 B3 F2A F1
    [67, 7], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [216, 159], // F3 B3 F2A Dead
    [150, 124], // F3 B3 F2 F2
    [80, 76], // F3 B3 F2 B2
    [91, 91], // F3 B3 F2 F1
    [141, 116], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [149, 121], // F3 B3 F2 Dead
    [127, 98], // F3 B3 B2 B2
    [105, 95], // F3 B3 B2 F1
    [101, 104], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [131, 112], // F3 B3 B2 Dead
    [93, 90], // F3 B3 F1 F1
    [98, 92], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [112, 88], // F3 B3 F1 Dead
    [95, 78], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [108, 85], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [97, 83], // F3 B3 Dead Dead
    [152, 126], // F3 F2B F2B F2B
    [160, 110], // F3 F2B F2B F2A
    [132, 129], // F3 F2B F2B F2
    [140, 73], // F3 F2B F2B B2
    [110, 71], // F3 F2B F2B F1
    [57, 51], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [158, 126], // F3 F2B F2B Dead
    [161, 128], // F3 F2B F2A F2A
    [141, 102], // F3 F2B F2A F2
    [96, 67], // F3 F2B F2A B2
    [116, 97], // F3 F2B F2A F1
    [74, 105], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [152, 112], // F3 F2B F2A Dead
    [145, 66], // F3 F2B F2 F2
    [100, 101], // F3 F2B F2 B2
    [59, 54], // F3 F2B F2 F1
    [87, 84], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [105, 117], // F3 F2B F2 Dead
    [108, 76], // F3 F2B B2 B2
    [91, 64], // F3 F2B B2 F1
    [82, 77], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [106, 79], // F3 F2B B2 Dead
    [59, 53], // F3 F2B F1 F1
    [52, 61], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [85, 80], // F3 F2B F1 Dead
    [104, 103], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [114, 114], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [97, 88], // F3 F2B Dead Dead
    [150, 129], // F3 F2A F2A F2A
    [158, 136], // F3 F2A F2A F2
    [132, 76], // F3 F2A F2A B2
    [175, 105], // F3 F2A F2A F1
    [141, 85], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [130, 100], // F3 F2A F2A Dead
    [131, 109], // F3 F2A F2 F2
    [52, 42], // F3 F2A F2 B2
    [57, 32], // F3 F2A F2 F1
    [95, 75], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [137, 120], // F3 F2A F2 Dead
    [76, 101], // F3 F2A B2 B2
    [102, 85], // F3 F2A B2 F1
    [96, 86], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [100, 84], // F3 F2A B2 Dead
    [92, 80], // F3 F2A F1 F1
    [98, 86], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [118, 98], // F3 F2A F1 Dead
    [122, 112], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [78, 68], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [98, 86], // F3 F2A Dead Dead
    [150, 120], // F3 F2 F2 F2
    [107, 126], // F3 F2 F2 B2
    [115, 83], // F3 F2 F2 F1
    [121, 99], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [113, 107], // F3 F2 F2 Dead
    [110, 90], // F3 F2 B2 B2
    [74, 71], // F3 F2 B2 F1
    [87, 85], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [106, 89], // F3 F2 B2 Dead
    [95, 83], // F3 F2 F1 F1
    [86, 78], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [102, 89], // F3 F2 F1 Dead
    [76, 62], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [94, 79], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [90, 74], // F3 F2 Dead Dead
    [84, 61], // F3 B2 B2 B2
    [84, 76], // F3 B2 B2 F1
    [90, 79], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [88, 73], // F3 B2 B2 Dead
    [70, 60], // F3 B2 F1 F1
    [81, 68], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [92, 75], // F3 B2 F1 Dead
    [91, 68], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [78, 65], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [74, 57], // F3 B2 Dead Dead
    [69, 53], // F3 F1 F1 F1
    [85, 69], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [81, 65], // F3 F1 F1 Dead
    [80, 61], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [85, 65], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [78, 64], // F3 F1 Dead Dead
    [60, 42], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [74, 62], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [56, 46], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [56, 44], // F3 Dead Dead Dead
    [116, 91], // B3 B3 B3 B3
    [123, 102], // B3 B3 B3 F2B
    [95, 94], // B3 B3 B3 F2A
    [98, 82], // B3 B3 B3 F2
    [112, 104], // B3 B3 B3 B2
    [93, 83], // B3 B3 B3 F1
    [152, 134], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [95, 76], // B3 B3 B3 Dead
    [98, 56], // B3 B3 F2B F2B
    [78, 46], // B3 B3 F2B F2A
    [88, 73], // B3 B3 F2B F2
    [136, 114], // B3 B3 F2B B2
    [74, 75], // B3 B3 F2B F1
    [91, 84], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [90, 69], // B3 B3 F2B Dead
    [49, 13], // B3 B3 F2A F2A
    [73, 50], // B3 B3 F2A F2
    [75, 64], // B3 B3 F2A B2
    [56, 49], // B3 B3 F2A F1
    [106, 93], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [98, 88], // B3 B3 F2A Dead
    [119, 102], // B3 B3 F2 F2
    [113, 87], // B3 B3 F2 B2
    [86, 77], // B3 B3 F2 F1
    [63, 46], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [89, 56], // B3 B3 F2 Dead
    [94, 89], // B3 B3 B2 B2
    [73, 56], // B3 B3 B2 F1
    [93, 82], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [58, 45], // B3 B3 B2 Dead
    [64, 55], // B3 B3 F1 F1
    [61, 51], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [52, 42], // B3 B3 F1 Dead
    [55, 56], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [62, 53], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [40, 30], // B3 B3 Dead Dead
    [91, 43], // B3 F2B F2B F2B
    [98, 92], // B3 F2B F2B F2A
    [124, 146], // B3 F2B F2B F2
    [57, 59], // B3 F2B F2B B2
    [35, 19], // B3 F2B F2B F1
    [73, 61], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [122, 100], // B3 F2B F2B Dead
    [12, 37], // B3 F2B F2A F2A
    [93, 76], // B3 F2B F2A F2
    [110, 79], // B3 F2B F2A B2
    [35, 26], // B3 F2B F2A F1
    [38, 36], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [104, 80], // B3 F2B F2A Dead
    [48, -3], // B3 F2B F2 F2
    [68, 61], // B3 F2B F2 B2
    [98, 83], // B3 F2B F2 F1
    [78, 63], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [97, 86], // B3 F2B F2 Dead
    [79, 57], // B3 F2B B2 B2
    [41, 28], // B3 F2B B2 F1
    [65, 62], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [60, 50], // B3 F2B B2 Dead
    [48, 43], // B3 F2B F1 F1
    [55, 47], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [50, 43], // B3 F2B F1 Dead
    [35, 29], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [69, 58], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [51, 48], // B3 F2B Dead Dead
    [93, 66], // B3 F2A F2A F2A
    [50, 40], // B3 F2A F2A F2
    [20, 6], // B3 F2A F2A B2
    [65, 38], // B3 F2A F2A F1
    [94, 84], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [106, 87], // B3 F2A F2A Dead
    [72, 50], // B3 F2A F2 F2
    [50, 37], // B3 F2A F2 B2
    [52, 35], // B3 F2A F2 F1
    [91, 76], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [95, 74], // B3 F2A F2 Dead
    [51, 43], // B3 F2A B2 B2
    [45, 39], // B3 F2A B2 F1
    [77, 67], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [68, 61], // B3 F2A B2 Dead
    [42, 36], // B3 F2A F1 F1
    [51, 44], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [56, 52], // B3 F2A F1 Dead
    [49, 45], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [58, 48], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [55, 43], // B3 F2A Dead Dead
    [84, 82], // B3 F2 F2 F2
    [102, 95], // B3 F2 F2 B2
    [66, 61], // B3 F2 F2 F1
    [66, 51], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [73, 56], // B3 F2 F2 Dead
    [74, 69], // B3 F2 B2 B2
    [62, 53], // B3 F2 B2 F1
    [70, 64], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [65, 52], // B3 F2 B2 Dead
    [55, 47], // B3 F2 F1 F1
    [47, 42], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [54, 43], // B3 F2 F1 Dead
    [41, 36], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [53, 50], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [43, 34], // B3 F2 Dead Dead
    [48, 49], // B3 B2 B2 B2
    [42, 38], // B3 B2 B2 F1
    [56, 58], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [27, 19], // B3 B2 B2 Dead
    [32, 29], // B3 B2 F1 F1
    [35, 32], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [28, 24], // B3 B2 F1 Dead
    [49, 43], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [37, 33], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [26, 22], // B3 B2 Dead Dead
    [23, 19], // B3 F1 F1 F1
    [24, 22], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [26, 25], // B3 F1 F1 Dead
    [29, 24], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [28, 25], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [20, 17], // B3 F1 Dead Dead
    [34, 28], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [29, 23], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [23, 20], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [21, 18], // B3 Dead Dead Dead
    [98, 71], // F2B F2B F2B F2B
    [52, 42], // F2B F2B F2B F2A
    [98, 104], // F2B F2B F2B F2
    [75, 64], // F2B F2B F2B B2
    [118, 71], // F2B F2B F2B F1
    [49, 17], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [69, 69], // F2B F2B F2B Dead
    [93, 104], // F2B F2B F2A F2A
    [90, 29], // F2B F2B F2A F2
    [32, 23], // F2B F2B F2A B2
    [71, 37], // F2B F2B F2A F1
    [54, 42], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [88, 32], // F2B F2B F2A Dead
    [54, 14], // F2B F2B F2 F2
    [113, 109], // F2B F2B F2 B2
    [46, 20], // F2B F2B F2 F1
    [36, 34], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [139, 90], // F2B F2B F2 Dead
    [89, 69], // F2B F2B B2 B2
    [57, 41], // F2B F2B B2 F1
    [46, 43], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [81, 56], // F2B F2B B2 Dead
    [50, 43], // F2B F2B F1 F1
    [19, 11], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [26, 1], // F2B F2B F1 Dead
    [42, 49], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [37, 45], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [31, 16], // F2B F2B Dead Dead
    [70, 57], // F2B F2A F2A F2A
    [71, 69], // F2B F2A F2A F2
    [59, 60], // F2B F2A F2A B2
    [89, 44], // F2B F2A F2A F1
    [44, 26], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [94, 80], // F2B F2A F2A Dead
    [66, 35], // F2B F2A F2 F2
    [44, 47], // F2B F2A F2 B2
    [37, 27], // F2B F2A F2 F1
    [64, 54], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [72, 54], // F2B F2A F2 Dead
    [80, 63], // F2B F2A B2 B2
    [41, 30], // F2B F2A B2 F1
    [30, 33], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [56, 38], // F2B F2A B2 Dead
    [37, 44], // F2B F2A F1 F1
    [29, 26], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [38, 30], // F2B F2A F1 Dead
    [46, 41], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [46, 48], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [55, 43], // F2B F2A Dead Dead
    [81, 66], // F2B F2 F2 F2
    [92, 85], // F2B F2 F2 B2
    [69, 59], // F2B F2 F2 F1
    [40, 27], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [74, 58], // F2B F2 F2 Dead
    [50, 38], // F2B F2 B2 B2
    [52, 46], // F2B F2 B2 F1
    [32, 27], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [67, 58], // F2B F2 B2 Dead
    [38, 36], // F2B F2 F1 F1
    [34, 29], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [42, 32], // F2B F2 F1 Dead
    [36, 35], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [50, 43], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [44, 37], // F2B F2 Dead Dead
    [27, 15], // F2B B2 B2 B2
    [30, 23], // F2B B2 B2 F1
    [20, 24], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [29, 24], // F2B B2 B2 Dead
    [24, 20], // F2B B2 F1 F1
    [21, 22], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [27, 21], // F2B B2 F1 Dead
    [41, 41], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [33, 33], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [26, 22], // F2B B2 Dead Dead
    [10, 10], // F2B F1 F1 F1
    [27, 23], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [9, 11], // F2B F1 F1 Dead
    [41, 37], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [26, 25], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [38, 28], // F2B F1 Dead Dead
    [39, 29], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [42, 36], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [22, 20], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [28, 23], // F2B Dead Dead Dead
    [69, 56], // F2A F2A F2A F2A
    [46, 23], // F2A F2A F2A F2
    [4, -32], // F2A F2A F2A B2
    [81, 56], // F2A F2A F2A F1
    [-19, -23], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [67, 53], // F2A F2A F2A Dead
    [81, 61], // F2A F2A F2 F2
    [56, 60], // F2A F2A F2 B2
    [-29, -27], // F2A F2A F2 F1
    [52, 25], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [85, 70], // F2A F2A F2 Dead
    [55, 28], // F2A F2A B2 B2
    [58, 56], // F2A F2A B2 F1
    [40, 32], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [39, 35], // F2A F2A B2 Dead
    [26, 25], // F2A F2A F1 F1
    [30, 30], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [51, 42], // F2A F2A F1 Dead
    [50, 56], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [27, 18], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [73, 72], // F2A F2A Dead Dead
    [118, 124], // F2A F2 F2 F2
    [98, 98], // F2A F2 F2 B2
    [29, 21], // F2A F2 F2 F1
    [51, 54], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [55, 35], // F2A F2 F2 Dead
    [71, 62], // F2A F2 B2 B2
    [43, 39], // F2A F2 B2 F1
    [58, 48], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [57, 48], // F2A F2 B2 Dead
    [36, 33], // F2A F2 F1 F1
    [29, 27], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [49, 43], // F2A F2 F1 Dead
    [35, 27], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [33, 27], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [45, 38], // F2A F2 Dead Dead
    [35, 20], // F2A B2 B2 B2
    [23, 19], // F2A B2 B2 F1
    [47, 44], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [28, 27], // F2A B2 B2 Dead
    [25, 22], // F2A B2 F1 F1
    [22, 17], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [22, 22], // F2A B2 F1 Dead
    [20, 10], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [28, 25], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [28, 24], // F2A B2 Dead Dead
    [20, 21], // F2A F1 F1 F1
    [21, 17], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [23, 20], // F2A F1 F1 Dead
    [15, 6], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [20, 19], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [24, 17], // F2A F1 Dead Dead
    [5, -8], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [19, 11], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [22, 17], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [20, 17], // F2A Dead Dead Dead
    [90, 73], // F2 F2 F2 F2
    [44, 76], // F2 F2 F2 B2
    [80, 71], // F2 F2 F2 F1
    [29, 58], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [53, 48], // F2 F2 F2 Dead
    [67, 64], // F2 F2 B2 B2
    [56, 51], // F2 F2 B2 F1
    [39, 26], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [54, 49], // F2 F2 B2 Dead
    [50, 44], // F2 F2 F1 F1
    [47, 41], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [41, 34], // F2 F2 F1 Dead
    [33, 27], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [32, 31], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [53, 46], // F2 F2 Dead Dead
    [34, 33], // F2 B2 B2 B2
    [38, 36], // F2 B2 B2 F1
    [36, 31], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [36, 30], // F2 B2 B2 Dead
    [31, 29], // F2 B2 F1 F1
    [25, 22], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [32, 29], // F2 B2 F1 Dead
    [23, 18], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [25, 24], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [20, 16], // F2 B2 Dead Dead
    [24, 23], // F2 F1 F1 F1
    [25, 23], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 22], // F2 F1 F1 Dead
    [17, 18], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [19, 16], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [22, 19], // F2 F1 Dead Dead
    [31, 35], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [17, 12], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [26, 23], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [24, 21], // F2 Dead Dead Dead
    [4, 2], // B2 B2 B2 B2
    [19, 18], // B2 B2 B2 F1
    [16, 15], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [12, 8], // B2 B2 B2 Dead
    [21, 22], // B2 B2 F1 F1
    [15, 15], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [13, 12], // B2 B2 F1 Dead
    [21, 19], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [15, 15], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [13, 12], // B2 B2 Dead Dead
    [18, 18], // B2 F1 F1 F1
    [14, 14], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [18, 17], // B2 F1 F1 Dead
    [10, 7], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [12, 12], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 15], // B2 F1 Dead Dead
    [13, 2], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [4, 2], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [18, 15], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [17, 16], // B2 Dead Dead Dead
    [15, 15], // F1 F1 F1 F1
    [16, 15], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [16, 14], // F1 F1 F1 Dead
    [15, 13], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [13, 12], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 11], // F1 F1 Dead Dead
    [9, 5], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [15, 14], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [16, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [16, 15], // F1 Dead Dead Dead
    [65, 40], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [25, 25], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [13, 10], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [15, 14], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [18, 17], // Dead Dead Dead Dead
];

/// By the colour to move (black first), the threat for it (rows) and the threat for
/// the side waiting (columns), in the order of `Threat`.
#[rustfmt::skip]
pub static PAIRS: Pairs = [
    [
        [0, 0, 4, 3, 13, 11, 21, 23, 78, 20, 13, 17, 182, 0], // None
        [32, 0, 34, 43, -3, -2, -57, 4, -16, -50, -53, 3, -37, 0], // Forbidden
        [-4, 0, -1, -2, 4, 2, 18, 18, 66, 2, -17, -2, 171, 0], // Flex2
        [-5, 0, -2, 1, 4, 7, 13, 22, 88, 1, -8, 30, 170, 0], // Block3
        [-10, 0, -4, -22, -5, -13, 4, 5, 88, -39, -50, 43, 110, 0], // Flex2x2
        [-12, 0, -3, -7, -2, 1, 20, 20, 107, -33, -32, 49, 152, 0], // Block3Plus
        [-23, 0, -26, -16, -26, -21, -2, -13, 67, -11, -10, 70, 235, 0], // Flex3
        [-11, 0, -9, -24, -10, -8, 15, 15, 121, -45, -48, 103, 248, 0], // Flex3Plus
        [-112, 0, -77, -128, -58, -137, -167, -149, -13, -224, -129, -28, -94, 0], // Flex3x2
        [-29, 0, -22, -21, -23, -19, 2, 21, 128, 10, 35, 98, 281, 0], // Block4
        [-29, 0, -21, -13, 4, 2, 14, 67, 108, -2, 42, 61, 290, 0], // Block4Plus
        [-71, 0, -52, -41, 5, -7, -26, 0, 0, -15, -17, 0, -6, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [1, -44, 3, 6, 7, 8, 13, -3, 75, 12, -2, 28, 175, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-5, -44, 0, 2, 4, 0, 16, -2, 80, 4, -11, 41, 175, 0], // Flex2
        [-5, -57, -1, -2, 15, 5, 10, 16, 140, 5, -16, 55, 180, 0], // Block3
        [-17, -43, -10, -9, -10, -5, 19, 5, 88, 3, -35, 32, 177, 0], // Flex2x2
        [-16, -9, -8, -11, 13, -2, 15, 9, 126, -1, -22, 50, 186, 0], // Block3Plus
        [-34, 74, -29, -26, -12, -27, -15, -6, 153, -21, -24, 105, 234, 0], // Flex3
        [-34, 15, -26, -26, 2, -29, 4, 0, 124, -38, -55, 49, 229, 0], // Flex3Plus
        [-129, 5, -95, -121, -53, -109, -86, -150, 0, -146, -63, 8, -2, 0], // Flex3x2
        [-35, 0, -20, -15, 19, 16, -3, 47, 43, -14, 13, 54, 230, 0], // Block4
        [-42, 0, -19, -13, 18, 5, -6, 63, 13, -14, 16, 27, 187, 0], // Block4Plus
        [-45, 0, -9, -19, 3, -19, -27, -11, 0, -1, -9, 0, 1, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`), sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        0, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -31, 0, 0, 0, 0, 0, 0, 0, -72, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -46, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        -42, 0, 0, 0, 0, 0, 0, 0, -38, 0, 0, 0, 0, 0, 0, 0,
        -77, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -49, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0, 0, 0,
        15, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0,
        -2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        19, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 0, 0, 0, 0, 13, 0, 0, 0, 15, 0, 0, 0,
        4, 0, 0, 0, 11, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0,
        -18, 0, 0, 0, 22, 0, 0, 0, -5, 0, 0, 0, 18, 0, 0, 0,
        -1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        2, 0, 0, 0, -1, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 47, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0,
        -8, 0, 0, 0, 40, 0, 0, 0, -23, 0, 0, 0, 30, 0, 0, 0,
        20, 0, 0, 0, 86, 0, 0, 0, -5, 0, 0, 0, 7, 0, 0, 0,
        27, 0, 0, 0, 55, 0, 0, 0, 6, 0, 0, 0, 38, 0, 0, 0,
        29, 0, 0, 0, 8, 0, 0, 0, 8, 0, 0, 0, 9, 0, 0, 0,
        12, 0, 0, 0, 32, 0, 0, 0, 4, 0, 0, 0, 9, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, -7, 0, 0, 0, 16, 0, 0, 0, 3, 0, 0, 0,
        4, 0, 0, 0, 18, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0,
        5, 0, 0, 0, 19, 0, 0, 0, 6, 0, 0, 0, 45, 0, 0, 0,
        18, 0, 0, 0, 53, 0, 0, 0, 3, 0, 0, 0, -11, 0, 0, 0,
        27, 0, 0, 0, 34, 0, 0, 0, 41, 0, 0, 0, 26, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        3, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 1, 0, 0, 0, 18, 0, 0, 0, -2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, 2, 0, 0, 0, -12, 0, 0, 0, -1, 0, 0, 0,
        -1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, -2, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, -4, 0, 0, 0,
        0, 0, 0, 0, -9, 0, 0, 0, 4, 0, 0, 0, -4, 0, 0, 0,
        2, 0, 0, 0, 13, 0, 0, 0, 6, 0, 0, 0, -12, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -3, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0,
        -2, 0, 0, 0, -3, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 9, 0, 0, 0,
        20, 0, 0, 0, -21, 0, 0, 0, 2, 0, 0, 0, -9, 0, 0, 0,
        9, 0, 0, 0, -15, 0, 0, 0, 45, 0, 0, 0, -21, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -34, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0,
        -43, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -30, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, -21, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0, 4, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 2, 0, 0, 0, 11, 0, 0, 0, 5, 0, 0, 0,
        15, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        16, 0, 0, 0, 4, 0, 0, 0, 35, 0, 0, 0, -2, 0, 0, 0,
        14, 0, 0, 0, 39, 0, 0, 0, -2, 0, 0, 0, -1, 0, 0, 0,
        -14, 0, 0, 0, 12, 0, 0, 0, -26, 0, 0, 0, 13, 0, 0, 0,
        4, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, 91, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -13, 0, 0, 0, 12, 0, 0, 0, -28, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 19, 0, 0, 0, 4, 0, 0, 0, -11, 0, 0, 0,
        -1, 0, 0, 0, 35, 0, 0, 0, -1, 0, 0, 0, 21, 0, 0, 0,
        19, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, 4, 0, 0, 0,
        17, 0, 0, 0, 15, 0, 0, 0, 12, 0, 0, 0, 30, 0, 0, 0,
        -7, 0, 0, 0, -3, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        4, 0, 0, 0, 2, 0, 0, 0, 17, 0, 0, 0, 11, 0, 0, 0,
        13, 0, 0, 0, 7, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        12, 0, 0, 0, 30, 0, 0, 0, 9, 0, 0, 0, 18, 0, 0, 0,
        -1, 0, 0, 0, -32, 0, 0, 0, 7, 0, 0, 0, -16, 0, 0, 0,
        21, 0, 0, 0, 6, 0, 0, 0, 29, 0, 0, 0, -15, 0, 0, 0,
        21, 0, 0, 0, 0, 0, 0, 0, -38, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, -63, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        16, 0, 0, 0, 0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -26, 0, 0, 0, 0, 0, 0, 0,
        -38, 0, 0, 0, 0, 0, 0, 0, -40, 0, 0, 0, 0, 0, 0, 0,
        -27, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -24, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0,
        -7, 0, 0, 0, -1, 0, 0, 0, 29, 0, 0, 0, 1, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -4, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -1, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        -25, 0, 0, 0, 1, 0, 0, 0, 16, 0, 0, 0, 11, 0, 0, 0,
        23, 0, 0, 0, -20, 0, 0, 0, 10, 0, 0, 0, -17, 0, 0, 0,
        14, 0, 0, 0, -16, 0, 0, 0, 64, 0, 0, 0, -36, 0, 0, 0,
        -6, 0, 0, 0, -8, 0, 0, 0, -8, 0, 0, 0, -9, 0, 0, 0,
        -31, 0, 0, 0, -7, 0, 0, 0, -21, 0, 0, 0, -10, 0, 0, 0,
        10, 0, 0, 0, -8, 0, 0, 0, 3, 0, 0, 0, -1, 0, 0, 0,
        18, 0, 0, 0, -3, 0, 0, 0, 17, 0, 0, 0, -21, 0, 0, 0,
        -29, 0, 0, 0, 14, 0, 0, 0, -13, 0, 0, 0, -4, 0, 0, 0,
        -18, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, -14, 0, 0, 0,
        11, 0, 0, 0, -34, 0, 0, 0, 18, 0, 0, 0, -63, 0, 0, 0,
        27, 0, 0, 0, -51, 0, 0, 0, 45, 0, 0, 0, -71, 0, 0, 0,
        -10, 0, 0, 0, -3, 0, 0, 0, -6, 0, 0, 0, -8, 0, 0, 0,
        15, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, -18, 0, 0, 0,
        -6, 0, 0, 0, -9, 0, 0, 0, 3, 0, 0, 0, -21, 0, 0, 0,
        8, 0, 0, 0, -18, 0, 0, 0, 33, 0, 0, 0, -23, 0, 0, 0,
        -14, 0, 0, 0, -5, 0, 0, 0, -8, 0, 0, 0, -3, 0, 0, 0,
        2, 0, 0, 0, 15, 0, 0, 0, 11, 0, 0, 0, -11, 0, 0, 0,
        20, 0, 0, 0, -71, 0, 0, 0, 23, 0, 0, 0, -125, 0, 0, 0,
        42, 0, 0, 0, -85, 0, 0, 0, 50, 0, 0, 0, -85, 0, 0, 0,
    ],
    [
        -35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -38, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 9, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        -1, 0, 0, 0, -1, 0, 0, 0, 5, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0, -1, 0, 0, 0,
        -19, 0, 0, 0, 68, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, -5, 0, 0, 0, -25, 0, 0, 0, -5, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        -14, 0, 0, 0, 31, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -20, 0, 0, 0, 5, 0, 0, 0, -16, 0, 0, 0, -1, 0, 0, 0,
        -8, 0, 0, 0, 7, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0,
        -1, 0, 0, 0, 23, 0, 0, 0, -12, 0, 0, 0, -5, 0, 0, 0,
        7, 0, 0, 0, 58, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0,
        3, 0, 0, 0, -3, 0, 0, 0, 7, 0, 0, 0, 7, 0, 0, 0,
        6, 0, 0, 0, 5, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0,
        8, 0, 0, 0, 5, 0, 0, 0, 18, 0, 0, 0, 3, 0, 0, 0,
        4, 0, 0, 0, 35, 0, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0,
        -4, 0, 0, 0, 16, 0, 0, 0, 6, 0, 0, 0, 4, 0, 0, 0,
        43, 0, 0, 0, 29, 0, 0, 0, 3, 0, 0, 0, -11, 0, 0, 0,
        30, 0, 0, 0, -7, 0, 0, 0, 43, 0, 0, 0, -12, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, -1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0,
        7, 0, 0, 0, -2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, -2, 0, 0, 0, 8, 0, 0, 0, 5, 0, 0, 0,
        -9, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, -7, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, -3, 0, 0, 0,
        1, 0, 0, 0, -5, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0,
        3, 0, 0, 0, -4, 0, 0, 0, 1, 0, 0, 0, -4, 0, 0, 0,
        6, 0, 0, 0, -30, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0,
        16, 0, 0, 0, -17, 0, 0, 0, 8, 0, 0, 0, -15, 0, 0, 0,
        6, 0, 0, 0, 6, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0,
        6, 0, 0, 0, -5, 0, 0, 0, -1, 0, 0, 0, -4, 0, 0, 0,
        -1, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0, -5, 0, 0, 0,
        1, 0, 0, 0, -3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        0, 0, 0, 0, -4, 0, 0, 0, 12, 0, 0, 0, 2, 0, 0, 0,
        24, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0, -19, 0, 0, 0,
        15, 0, 0, 0, -42, 0, 0, 0, 38, 0, 0, 0, -29, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        -47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        26, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -3, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 5, 0, 0, 0, -2, 0, 0, 0, 1, 0, 0, 0,
        10, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0,
        -15, 0, 0, 0, 30, 0, 0, 0, -1, 0, 0, 0, -3, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, -26, 0, 0, 0, 2, 0, 0, 0,
        -3, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        -10, 0, 0, 0, 47, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0,
        -18, 0, 0, 0, 0, 0, 0, 0, -29, 0, 0, 0, 6, 0, 0, 0,
        -6, 0, 0, 0, 16, 0, 0, 0, 2, 0, 0, 0, 10, 0, 0, 0,
        1, 0, 0, 0, 7, 0, 0, 0, -15, 0, 0, 0, 8, 0, 0, 0,
        17, 0, 0, 0, 52, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 31, 0, 0, 0, 4, 0, 0, 0, 25, 0, 0, 0,
        9, 0, 0, 0, 6, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        1, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 32, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, 4, 0, 0, 0, 7, 0, 0, 0, 16, 0, 0, 0,
        40, 0, 0, 0, 11, 0, 0, 0, 10, 0, 0, 0, -7, 0, 0, 0,
        26, 0, 0, 0, 6, 0, 0, 0, 27, 0, 0, 0, -11, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, -38, 0, 0, 0, 0, 0, 0, 0,
        -46, 0, 0, 0, 0, 0, 0, 0, -19, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        -54, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
        29, 0, 0, 0, 0, 0, 0, 0, 74, 0, 0, 0, 0, 0, 0, 0,
        26, 0, 0, 0, 16, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        3, 0, 0, 0, -3, 0, 0, 0, 22, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 5, 0, 0, 0, 4, 0, 0, 0, -2, 0, 0, 0,
        5, 0, 0, 0, 2, 0, 0, 0, 13, 0, 0, 0, -3, 0, 0, 0,
        10, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, -7, 0, 0, 0, 15, 0, 0, 0, 13, 0, 0, 0,
        64, 0, 0, 0, -8, 0, 0, 0, 18, 0, 0, 0, -8, 0, 0, 0,
        65, 0, 0, 0, -9, 0, 0, 0, 59, 0, 0, 0, -12, 0, 0, 0,
        -23, 0, 0, 0, 74, 0, 0, 0, -14, 0, 0, 0, 29, 0, 0, 0,
        -38, 0, 0, 0, -24, 0, 0, 0, -21, 0, 0, 0, -25, 0, 0, 0,
        16, 0, 0, 0, -2, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0,
        3, 0, 0, 0, -8, 0, 0, 0, 14, 0, 0, 0, -20, 0, 0, 0,
        -44, 0, 0, 0, 28, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -33, 0, 0, 0, -7, 0, 0, 0, -13, 0, 0, 0, -2, 0, 0, 0,
        15, 0, 0, 0, -9, 0, 0, 0, 24, 0, 0, 0, -15, 0, 0, 0,
        33, 0, 0, 0, -72, 0, 0, 0, 63, 0, 0, 0, -83, 0, 0, 0,
        4, 0, 0, 0, 34, 0, 0, 0, 14, 0, 0, 0, -21, 0, 0, 0,
        -27, 0, 0, 0, -33, 0, 0, 0, -1, 0, 0, 0, -19, 0, 0, 0,
        31, 0, 0, 0, -21, 0, 0, 0, -11, 0, 0, 0, -8, 0, 0, 0,
        14, 0, 0, 0, -16, 0, 0, 0, 31, 0, 0, 0, -34, 0, 0, 0,
        -12, 0, 0, 0, 23, 0, 0, 0, -10, 0, 0, 0, -23, 0, 0, 0,
        -2, 0, 0, 0, -2, 0, 0, 0, 9, 0, 0, 0, -19, 0, 0, 0,
        37, 0, 0, 0, -45, 0, 0, 0, 26, 0, 0, 0, -103, 0, 0, 0,
        41, 0, 0, 0, -78, 0, 0, 0, 53, 0, 0, 0, -94, 0, 0, 0,
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
